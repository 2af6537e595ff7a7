/** Our light formatting (**bold**, *italic*) is not part of an answer. */
function plain(text: string): string {
  return text.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\*([^*]+)\*/g, '$1');
}

/** Lower case, accents, punctuation and articles off, spaces collapsed. */
export function normalizedAnswer(text: string): string {
  return plain(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !['a', 'an', 'the'].includes(word))
    .join(' ');
}

/** Edits (insert, delete, replace) between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export type AnswerVerdict = 'correct' | 'almost' | 'wrong';

/**
 * A typed answer against the card's: case, accents, punctuation and articles never count; a typo
 * or two (one edit per five characters, none in a word of three letters) is "almost" and counts as right; and when the expected
 * answer is long, naming its main words in order is enough.
 */
export function judgeAnswer(typed: string, expected: string): AnswerVerdict {
  const given = normalizedAnswer(typed);
  const wanted = normalizedAnswer(expected);
  if (given === '' || wanted === '') return 'wrong';
  if (given === wanted) return 'correct';
  // A word of three letters or fewer must be exact: one edit makes another word.
  const allowed = wanted.length <= 3 ? 0 : Math.max(1, Math.floor(wanted.length / 5));
  if (editDistance(given, wanted) <= allowed) return 'almost';
  const wantedWords = wanted.split(' ').filter((word) => word.length > 3);
  if (wantedWords.length >= 4) {
    const givenWords = new Set(given.split(' '));
    const found = wantedWords.filter((word) => givenWords.has(word)).length;
    if (found / wantedWords.length >= 0.6) return 'almost';
  }
  return 'wrong';
}
