import {
  DEFAULT_AI_PRICES,
  TOOLBAR_ACTIONS,
  fixedActionCost,
  type AiPriceSettings,
  type EditorAction,
} from '@studyhub/contracts';
import { formatPointsLabel } from '../points/format-points';

export interface EditorActionEntry {
  action: EditorAction;
  label: string;
  hint: string;
  points: number;
  /** What the button says before it is clicked, price included. */
  buttonLabel: string;
}

const LABELS: Record<EditorAction, { label: string; hint: string }> = {
  toolbar_improve_writing: { label: 'Improve writing', hint: 'Clearer, more fluent sentences.' },
  toolbar_make_natural: { label: 'Make natural', hint: 'Reads as a person would say it.' },
  toolbar_shorter: { label: 'Shorter', hint: 'The same meaning in fewer words.' },
  toolbar_longer: { label: 'Longer', hint: 'More detail and explanation.' },
  toolbar_custom_query: { label: 'Custom query', hint: 'Tell the AI what to do with the text.' },
  toolbar_enhance_expression: { label: 'Enhance expression', hint: 'Richer, more precise wording.' },
  rewrite_content: { label: 'Rewrite', hint: 'A fresh version of the whole passage.' },
  improve_content: { label: 'Improve', hint: 'A thorough revision of structure and style.' },
  content_analysis: {
    label: 'Content analysis',
    hint: 'Strengths, weaknesses and next steps; the text is not changed.',
  },
};

function entryOf(action: EditorAction, prices: AiPriceSettings): EditorActionEntry {
  const points = fixedActionCost(action, prices);
  const { label, hint } = LABELS[action];
  return { action, label, hint, points, buttonLabel: `${label} · ${formatPointsLabel(points)}` };
}

export interface EditorActionEntries {
  toolbar: readonly EditorActionEntry[];
  revisions: readonly EditorActionEntry[];
  analysis: EditorActionEntry;
  /** Every action: toolbar, revisions, analysis. */
  all: readonly EditorActionEntry[];
}

/** The editor's paid actions in the order the panel shows them, at the prices in force (the offer). */
export function editorActionEntries(prices: AiPriceSettings): EditorActionEntries {
  const toolbar = TOOLBAR_ACTIONS.map((action) => entryOf(action, prices));
  const revisions = (['rewrite_content', 'improve_content'] as const).map((action) => entryOf(action, prices));
  const analysis = entryOf('content_analysis', prices);
  return { toolbar, revisions, analysis, all: [...toolbar, ...revisions, analysis] };
}

export function actionEntry(action: EditorAction, prices: AiPriceSettings = DEFAULT_AI_PRICES): EditorActionEntry {
  return entryOf(action, prices);
}

/** What an action is called (its label does not depend on the price). */
export function actionLabel(action: EditorAction): string {
  return LABELS[action].label;
}
