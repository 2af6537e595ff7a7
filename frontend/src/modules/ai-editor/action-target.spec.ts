import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { actionTargetOf } from './action-target';

const schema = getSchema([StarterKit]);
const doc = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'It was very good.' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'In 2024, Ada came.' }] },
  ],
});

describe('actionTargetOf', () => {
  it('takes the selected text when there is a selection, block breaks as new lines', () => {
    const state = EditorState.create({ doc });
    const selected = state.apply(state.tr.setSelection(TextSelection.create(doc, 8, 27)));
    expect(actionTargetOf(selected)).toEqual({ from: 8, to: 27, text: 'very good.\nIn 2024', isWholeText: false });
  });

  it('takes the whole text, as the checker reads it, when nothing is selected', () => {
    const state = EditorState.create({ doc, selection: TextSelection.create(doc, 3) });
    expect(actionTargetOf(state)).toEqual({
      from: 0,
      to: doc.content.size,
      text: 'It was very good.\nIn 2024, Ada came.',
      isWholeText: true,
    });
  });
});
