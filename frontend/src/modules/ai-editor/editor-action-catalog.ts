import { FIXED_AI_ACTION_COSTS, TOOLBAR_ACTIONS, type EditorAction } from '@studyhub/contracts';
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

function entryOf(action: EditorAction): EditorActionEntry {
  const points = FIXED_AI_ACTION_COSTS[action];
  const { label, hint } = LABELS[action];
  return { action, label, hint, points, buttonLabel: `${label} · ${formatPointsLabel(points)}` };
}

/** The editor's paid actions in the order the panel shows them, priced from the contracts' table. */
export const TOOLBAR_ACTION_ENTRIES: readonly EditorActionEntry[] = TOOLBAR_ACTIONS.map(entryOf);
export const REVISION_ACTION_ENTRIES: readonly EditorActionEntry[] = (
  ['rewrite_content', 'improve_content'] as const
).map(entryOf);
export const ANALYSIS_ACTION_ENTRY: EditorActionEntry = entryOf('content_analysis');

export const ALL_ACTION_ENTRIES: readonly EditorActionEntry[] = [
  ...TOOLBAR_ACTION_ENTRIES,
  ...REVISION_ACTION_ENTRIES,
  ANALYSIS_ACTION_ENTRY,
];

export function actionEntry(action: EditorAction): EditorActionEntry {
  return entryOf(action);
}
