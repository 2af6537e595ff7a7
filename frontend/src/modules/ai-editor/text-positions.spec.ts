import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { plainTextView } from './text-positions';

const schema = getSchema([StarterKit]);

const BR = { lineBreak: true } as const;
type Inline = string | { text: string; marks: string[] } | typeof BR;

function paragraph(...parts: Inline[]) {
  return {
    type: 'paragraph',
    content: parts.map((part) =>
      typeof part === 'string'
        ? { type: 'text', text: part }
        : 'lineBreak' in part
          ? { type: 'hardBreak' }
          : { type: 'text', text: part.text, marks: part.marks.map((type) => ({ type })) },
    ),
  };
}

function docOf(...blocks: object[]): ProseMirrorNode {
  return schema.nodeFromJSON({ type: 'doc', content: blocks });
}

/** What the document holds between the mapped positions: the check's text must come back. */
function textAt(doc: ProseMirrorNode, offset: number, length: number): string | null {
  const range = plainTextView(doc).rangeAt(offset, length);
  return range ? doc.textBetween(range.from, range.to, '\n', '\n') : null;
}

/** Every word of the plain text, mapped into the document, reads the same there. */
function expectEveryWordMapsBack(doc: ProseMirrorNode) {
  const { text } = plainTextView(doc);
  for (const match of text.matchAll(/[^\s]+/gu)) {
    expect(textAt(doc, match.index, match[0].length)).toBe(match[0]);
  }
}

describe('plainTextView', () => {
  it('puts each block on its own line, as the checker reads it', () => {
    const doc = docOf(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      paragraph('First line.'),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('An item')] }] },
    );
    expect(plainTextView(doc).text).toBe('Title\nFirst line.\nAn item');
    expectEveryWordMapsBack(doc);
  });

  it('maps offsets in a later paragraph past the block boundaries', () => {
    const doc = docOf(paragraph('One two.'), paragraph('Three a apple.'));
    const view = plainTextView(doc);
    const offset = view.text.indexOf('a apple');
    expect(textAt(doc, offset, 'a apple'.length)).toBe('a apple');
    // Position 1 is the first character of the first paragraph; the second starts after its closing token.
    expect(view.positionAt(0)).toBe(1);
    expect(view.positionAt(view.text.indexOf('Three'))).toBe(1 + 'One two.'.length + 2);
  });

  it('keeps UTF-16 offsets right after emoji and accented letters', () => {
    const doc = docOf(paragraph('Café 😀 naïve teh end'), paragraph('👩‍🎓 studnet'));
    const view = plainTextView(doc);
    expect(textAt(doc, view.text.indexOf('teh'), 3)).toBe('teh');
    expect(textAt(doc, view.text.indexOf('studnet'), 7)).toBe('studnet');
    expect(textAt(doc, view.text.indexOf('😀'), 2)).toBe('😀');
    expectEveryWordMapsBack(doc);
  });

  it('crosses mark boundaries inside one word and keeps a range inside its own block', () => {
    const doc = docOf(
      paragraph('The ', { text: 'bo', marks: ['bold'] }, { text: 'ok', marks: ['italic'] }, ' is here'),
      paragraph({ text: 'Bold start', marks: ['bold'] }),
    );
    const view = plainTextView(doc);
    expect(textAt(doc, view.text.indexOf('book'), 4)).toBe('book');
    // "here" ends its paragraph: its end is the end of that paragraph, not the start of the next.
    const here = view.rangeAt(view.text.indexOf('here'), 4)!;
    expect(here.to).toBe(doc.child(0).nodeSize - 1);
    // A word at the start of a marked run starts in that run.
    expect(view.rangeAt(view.text.indexOf('Bold'), 4)).toEqual({
      from: doc.child(0).nodeSize + 1,
      to: doc.child(0).nodeSize + 5,
    });
    expectEveryWordMapsBack(doc);
  });

  it('counts a line break as one character of the text', () => {
    const doc = docOf(paragraph('before', BR, 'after wrod'));
    const view = plainTextView(doc);
    expect(view.text).toBe('before\nafter wrod');
    expect(textAt(doc, view.text.indexOf('wrod'), 4)).toBe('wrod');
  });

  it('refuses offsets outside the text and negative lengths', () => {
    const doc = docOf(paragraph('short'));
    const view = plainTextView(doc);
    expect(view.rangeAt(6, 1)).toBeNull();
    expect(view.rangeAt(-1, 1)).toBeNull();
    expect(view.rangeAt(0, -1)).toBeNull();
    expect(view.rangeAt(0, 6)).toBeNull();
    expect(view.rangeAt(5, 0)).toEqual({ from: 6, to: 6 });
  });

  it('has an empty text for an empty document', () => {
    const doc = docOf({ type: 'paragraph' });
    expect(plainTextView(doc).text).toBe('');
    expect(plainTextView(doc).rangeAt(0, 1)).toBeNull();
  });
});
