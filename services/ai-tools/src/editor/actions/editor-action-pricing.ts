import { fixedActionCost, type AiPriceSettings, type EditorAction } from '@studyhub/contracts';

/** How each action reads on the student's points history. */
const ACTION_NAMES: Record<EditorAction, string> = {
  toolbar_improve_writing: 'Improve writing',
  toolbar_make_natural: 'Make natural',
  toolbar_shorter: 'Shorter',
  toolbar_longer: 'Longer',
  toolbar_custom_query: 'Custom query',
  toolbar_enhance_expression: 'Enhance expression',
  rewrite_content: 'Rewrite content',
  improve_content: 'Improve content',
  content_analysis: 'Content analysis',
};

/** The price of an action at the prices in force (by default the toolbar's 3 points, rewrite, improve and analysis 10). */
export function editorActionCost(action: EditorAction, prices?: AiPriceSettings): number {
  return fixedActionCost(action, prices);
}

export function editorActionDescription(action: EditorAction): string {
  return `AI editor: ${ACTION_NAMES[action]}`;
}
