import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { EditorIssue } from '@studyhub/contracts';
import { history, undo } from '@tiptap/pm/history';
import { EditorState } from '@tiptap/pm/state';
import {
  checkDecorationsKey,
  createCheckDecorations,
  currentIssues,
  fixTransaction,
  hideIssues,
  issueAt,
  placeIssues,
  showIssues,
} from './check-decorations';
import { plainTextView } from './text-positions';

const schema = getSchema([StarterKit]);

function issue(
  text: string,
  word: string,
  replacements: string[],
  category: EditorIssue['category'] = 'spelling',
): EditorIssue {
  return {
    id: `${category}-${word}`,
    category,
    message: 'm',
    offset: text.indexOf(word),
    length: word.length,
    replacements,
    severity: 'error',
  };
}

function stateOf(json: object) {
  const extension = createCheckDecorations(() => undefined);
  const plugins = extension.config.addProseMirrorPlugins!.call({} as never) ?? [];
  return EditorState.create({ doc: schema.nodeFromJSON(json), plugins: [history(), ...plugins] });
}

const DOC = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'First 😀 line.' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'I ate ' },
        { type: 'text', text: 'a apple', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and teh pie.' },
      ],
    },
  ],
};

function prepared() {
  let state = stateOf(DOC);
  const view = plainTextView(state.doc);
  const placed = placeIssues(view, [
    issue(view.text, 'teh', ['the']),
    issue(view.text, 'a apple', ['an apple'], 'article'),
  ]);
  state = state.apply(showIssues(state, placed));
  return { state, placed };
}

describe('check decorations and fixes', () => {
  it('underlines each issue without changing the document', () => {
    const { state, placed } = prepared();
    expect(state.doc.eq(schema.nodeFromJSON(DOC))).toBe(true);
    const decorations = checkDecorationsKey.getState(state)!.find();
    expect(decorations.map((decoration) => state.doc.textBetween(decoration.from, decoration.to))).toEqual([
      'a apple',
      'teh',
    ]);
    expect(issueAt(state, placed[0]!.from + 1)?.issue.id).toBe('spelling-teh');
    expect(issueAt(state, 1)).toBeNull();
  });

  it('applies a fix as one undoable transaction, keeping the marks of the replaced text', () => {
    const { state: before, placed } = prepared();
    const article = placed.find((entry) => entry.issue.category === 'article')!;
    const tr = fixTransaction(before, article, 'an apple')!;
    let state = before.apply(tr);
    expect(state.doc.textContent).toBe('First 😀 line.I ate an apple and teh pie.');
    const fixed = state.doc.child(1).child(1);
    expect([fixed.text, fixed.marks.map((mark) => mark.type.name)]).toEqual(['an apple', ['bold']]);
    // The other underline moved with the edit and still covers its word.
    const teh = checkDecorationsKey
      .getState(state)!
      .find()
      .find((decoration) => state.doc.textBetween(decoration.from, decoration.to) === 'teh');
    expect(teh).toBeDefined();
    undo(state, (undoTr) => {
      state = state.apply(undoTr);
    });
    expect(state.doc.eq(before.doc)).toBe(true);
  });

  it('keeps a fix made right after typing as its own undo step', () => {
    const { state: before, placed } = prepared();
    const teh = placed.find((entry) => entry.issue.category === 'spelling')!;
    // Typed right next to the flagged word: history would merge an adjacent change into this step.
    let state = before.apply(before.tr.insertText(' big', teh.to));
    const typed = state.doc;
    state = state.apply(fixTransaction(state, teh, 'the')!);
    expect(state.doc.textContent).toContain('the big pie');
    undo(state, (undoTr) => {
      state = state.apply(undoTr);
    });
    expect(state.doc.eq(typed)).toBe(true);
  });

  it('refuses a fix once the flagged text has changed', () => {
    const { state, placed } = prepared();
    const teh = placed.find((entry) => entry.issue.category === 'spelling')!;
    const edited = state.apply(state.tr.insertText('x', teh.from + 1));
    expect(fixTransaction(edited, teh, 'the')).toBeNull();
  });

  it('hides an ignored issue and reports the rest where they are now', () => {
    const { state: before } = prepared();
    const edited = before.apply(before.tr.insertText('Oh. ', 1));
    const state = edited.apply(hideIssues(edited, new Set(['article-a apple'])));
    const issues = currentIssues(state);
    expect(issues.map((entry) => entry.issue.id)).toEqual(['spelling-teh']);
    expect(state.doc.textBetween(issues[0]!.from, issues[0]!.to)).toBe('teh');
  });

  it('leaves out an issue that does not fit the text', () => {
    const state = stateOf(DOC);
    const view = plainTextView(state.doc);
    const outside: EditorIssue = { ...issue(view.text, 'teh', []), offset: view.text.length + 1 };
    expect(placeIssues(view, [outside])).toEqual([]);
  });
});
