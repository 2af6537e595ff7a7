import { EDITOR_ACTIONS, type EditorAction } from '@studyhub/contracts';
import { editorActionCost, editorActionDescription } from './editor-action-pricing';

describe('editorActionCost', () => {
  // Spec section 9, written out here so a change of the shared table shows up as a failure.
  const SPEC_PRICES: Record<EditorAction, number> = {
    toolbar_improve_writing: 3,
    toolbar_make_natural: 3,
    toolbar_shorter: 3,
    toolbar_longer: 3,
    toolbar_custom_query: 3,
    toolbar_enhance_expression: 3,
    rewrite_content: 10,
    improve_content: 10,
    content_analysis: 10,
  };

  it.each(EDITOR_ACTIONS)('%s costs what the spec says', (action) => {
    expect(editorActionCost(action)).toBe(SPEC_PRICES[action]);
  });

  it('names the action on the points history', () => {
    expect(editorActionDescription('toolbar_make_natural')).toBe('AI editor: Make natural');
  });
});
