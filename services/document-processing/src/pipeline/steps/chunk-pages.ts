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

/**
 * Cuts the document's text into overlapping passages of about `targetChars`, on word boundaries,
 * each knowing the pages it spans: what document chat retrieves and cites ("page 12").
 */
export function chunkPages(pageTexts: readonly string[], options: ChunkOptions = {}): TextChunk[] {
  const target = options.targetChars ?? 1200;
  const overlap = options.overlapChars ?? 150;
  const words: string[] = [];
  const pages: number[] = [];
  pageTexts.forEach((text, index) => {
    for (const word of text.split(/\s+/)) {
      if (word === '') continue;
      words.push(word);
      pages.push(index + 1);
    }
  });
  const chunks: TextChunk[] = [];
  let start = 0;
  while (start < words.length) {
    let end = start;
    let length = 0;
    while (end < words.length && (length === 0 || length + 1 + words[end]!.length <= target)) {
      length += (length === 0 ? 0 : 1) + words[end]!.length;
      end += 1;
    }
    chunks.push({
      index: chunks.length,
      pageFrom: pages[start]!,
      pageTo: pages[end - 1]!,
      text: words.slice(start, end).join(' '),
    });
    if (end >= words.length) break;
    let back = end;
    let carried = 0;
    while (back - 1 > start && carried + words[back - 1]!.length + 1 <= overlap) {
      back -= 1;
      carried += words[back]!.length + 1;
    }
    start = back;
  }
  return chunks;
}
