export interface TextChunk {
  index: number;
  /** 1-based, inclusive. */
  pageFrom: number;
  pageTo: number;
  text: string;
}

export interface ChunkOptions {
  targetChars?: number;
  overlapChars?: number;
}

interface Word {
  text: string;
  page: number;
}

/**
 * Cuts the document's text into overlapping passages of about `targetChars`, on word boundaries,
 * each knowing the pages it spans: what document chat retrieves and cites ("page 12").
 */
export function chunkPages(pageTexts: readonly string[], options: ChunkOptions = {}): TextChunk[] {
  const target = options.targetChars ?? 1200;
  const overlap = options.overlapChars ?? 150;
  const words: Word[] = pageTexts.flatMap((text, index) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, page: index + 1 })),
  );
  const chunks: TextChunk[] = [];
  let start = 0;
  while (start < words.length) {
    let end = start;
    let length = 0;
    while (end < words.length && (length === 0 || length + 1 + words[end]!.text.length <= target)) {
      length += (length === 0 ? 0 : 1) + words[end]!.text.length;
      end += 1;
    }
    const slice = words.slice(start, end);
    chunks.push({
      index: chunks.length,
      pageFrom: slice[0]!.page,
      pageTo: slice[slice.length - 1]!.page,
      text: slice.map((word) => word.text).join(' '),
    });
    if (end >= words.length) break;
    let back = end;
    let carried = 0;
    while (back - 1 > start && carried + words[back - 1]!.text.length + 1 <= overlap) {
      back -= 1;
      carried += words[back]!.text.length + 1;
    }
    start = back;
  }
  return chunks;
}
