/** A term as compared: lower case, accents and articles off, hyphens as spaces, each word singular. */
export function normalizedTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[-–—]/g, ' ')
    .replace(/[^\p{L}\p{N}' ()]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .filter((word, index) => index > 0 || !['the', 'a', 'an'].includes(word))
    .map(singular)
    .join(' ');
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/** The spellings a gold term accepts ("ATP|adenosine triphosphate"). */
export function goldSpellings(term: string): string[] {
  return term.split('|').map(normalizedTerm);
}

/**
 * Precision at k: of the first k terms predicted, the share that name a gold term, each gold term
 * counted once (a second spelling of a term already matched is a miss). Divided by k even when
 * fewer were predicted.
 */
export function precisionAt(
  k: number,
  predicted: readonly { spellings: readonly string[] }[],
  gold: readonly string[],
): { precision: number; hits: string[]; misses: string[] } {
  const remaining = gold.map((term) => ({ term, spellings: goldSpellings(term) }));
  const hits: string[] = [];
  const misses: string[] = [];
  for (const prediction of predicted.slice(0, k)) {
    const spellings = prediction.spellings.map(normalizedTerm);
    const index = remaining.findIndex((entry) => entry.spellings.some((spelling) => spellings.includes(spelling)));
    if (index >= 0) {
      hits.push(prediction.spellings[0] ?? '');
      remaining.splice(index, 1);
    } else {
      misses.push(prediction.spellings[0] ?? '');
    }
  }
  return { precision: hits.length / k, hits, misses };
}
