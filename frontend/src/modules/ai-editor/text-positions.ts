import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** One run of the plain text that lies in one text node (or one inline leaf such as a line break). */
interface TextRun {
  /** Where the run starts in the plain text (UTF-16 code units). */
  textStart: number;
  length: number;
  /** The document position of the run's first character. */
  docStart: number;
}

/**
 * A document as the checker reads it: its plain text, one line per text block, and the way back
 * from an offset in that text to a ProseMirror position. ProseMirror counts a text node's
 * characters in UTF-16 code units, as the checker does, so inside a run the mapping is linear;
 * what the runs take care of is the block boundaries and the mark boundaries between them.
 */
export interface PlainTextView {
  text: string;
  /** The document position of a text offset; null for an offset outside the text. */
  positionAt: (offset: number) => number | null;
  /** The document range of `length` units at `offset`, or null when it cannot be placed. */
  rangeAt: (offset: number, length: number) => { from: number; to: number } | null;
}

const BLOCK_SEPARATOR = '\n';

export function plainTextView(doc: ProseMirrorNode): PlainTextView {
  const runs: TextRun[] = [];
  let text = '';
  let isFirstBlock = true;

  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    if (!isFirstBlock) text += BLOCK_SEPARATOR;
    isFirstBlock = false;
    node.forEach((child, childOffset) => {
      // Inside a text block, content starts one position after the block's opening token.
      const docStart = position + 1 + childOffset;
      const childText = child.isText ? (child.text ?? '') : child.isLeaf ? BLOCK_SEPARATOR : child.textContent;
      if (childText === '') return;
      runs.push({ textStart: text.length, length: childText.length, docStart });
      text += childText;
    });
    return false;
  });

  const isOffset = (offset: number) => Number.isInteger(offset) && offset >= 0 && offset <= text.length;

  /** An offset that starts something belongs to the run beginning there (a fix for "apple" stays in "apple"). */
  const startPosition = (offset: number): number | null => {
    if (!isOffset(offset)) return null;
    const run = runs.find(
      (candidate) => offset >= candidate.textStart && offset < candidate.textStart + candidate.length,
    );
    return run ? run.docStart + (offset - run.textStart) : endPosition(offset);
  };

  /** An offset that ends something belongs to the run ending there (so a range never spills into the next block). */
  const endPosition = (offset: number): number | null => {
    if (!isOffset(offset)) return null;
    const run = runs.find(
      (candidate) => offset > candidate.textStart && offset <= candidate.textStart + candidate.length,
    );
    if (run) return run.docStart + (offset - run.textStart);
    // The very start of the text, or an empty document.
    return runs[0] && offset === runs[0].textStart ? runs[0].docStart : null;
  };

  const rangeAt = (offset: number, length: number) => {
    if (!Number.isInteger(length) || length < 0) return null;
    const from = startPosition(offset);
    if (from === null) return null;
    if (length === 0) return { from, to: from };
    const to = endPosition(offset + length);
    if (to === null || to < from) return null;
    return { from, to };
  };

  return { text, positionAt: startPosition, rangeAt };
}
