import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { EditorState } from '@tiptap/pm/state';
import { plainTextView } from './text-positions';

/** The text an action works on: the selection, or the whole document when nothing is selected. */
export interface ActionTarget {
  from: number;
  to: number;
  text: string;
  isWholeText: boolean;
}

export function actionTargetOf(state: EditorState): ActionTarget {
  const { from, to, empty } = state.selection;
  if (!empty) return { from, to, text: state.doc.textBetween(from, to, '\n', '\n'), isWholeText: false };
  return { from: 0, to: state.doc.content.size, text: plainTextView(state.doc).text, isWholeText: true };
}

function textAt(state: EditorState, target: ActionTarget): string {
  if (target.isWholeText) return plainTextView(state.doc).text;
  if (target.to > state.doc.content.size) return '';
  return state.doc.textBetween(target.from, target.to, '\n', '\n');
}

/**
 * Puts an accepted revision in place of its target as one undoable step. A one-line revision
 * inside a block keeps the marks of the text it replaces; more lines become paragraphs. False when
 * the target's text has changed since the action was asked for.
 */
export function replaceTarget(editor: Editor, target: ActionTarget, revised: string): boolean {
  const { state } = editor;
  if (textAt(state, target) !== target.text) return false;
  const lines = revised.replace(/\r\n?/g, '\n').split('\n');
  if (!target.isWholeText && lines.length === 1) {
    const marks = state.doc.resolve(target.from + 1).marks();
    editor.view.dispatch(closeHistory(state.tr).replaceWith(target.from, target.to, state.schema.text(revised, marks)));
    return true;
  }
  const paragraphs = lines
    .filter((line, index) => line.trim() !== '' || index === 0)
    .map((line) =>
      line.trim() === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] },
    );
  const range = target.isWholeText ? { from: 0, to: state.doc.content.size } : { from: target.from, to: target.to };
  editor.view.dispatch(closeHistory(editor.state.tr));
  return editor.chain().insertContentAt(range, paragraphs).focus().run();
}
