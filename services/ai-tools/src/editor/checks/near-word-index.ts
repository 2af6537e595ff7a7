const LETTERS = "abcdefghijklmnopqrstuvwxyz'";

/** Every word one edit away (delete, swap of neighbours, replace, insert): the edits behind most typos. */
export function singleEditsOf(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

/**
 * Common words within two edits of a misspelling, found in about a millisecond: every word is
 * filed under itself and each of its one-letter deletions (the symmetric-delete idea of SymSpell),
 * and the misspelling and each of its single edits are looked up under themselves and their
 * deletions, so any second edit is met from the word's side. The caller verifies the distance.
 */
export class NearWordIndex {
  private readonly byDeletion = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      for (const key of new Set([word, ...deletionsOf(word)])) {
        const filed = this.byDeletion.get(key);
        if (filed) filed.push(word);
        else this.byDeletion.set(key, [word]);
      }
    }
  }

  /** Indexed words that share a deletion form with `word` (lower-case), unverified. */
  candidates(word: string): Set<string> {
    const found = new Set<string>();
    for (const edited of [word, ...singleEditsOf(word)]) {
      for (const key of [edited, ...deletionsOf(edited)])
        for (const match of this.byDeletion.get(key) ?? []) found.add(match);
    }
    return found;
  }
}

function deletionsOf(word: string): string[] {
  const deletions: string[] = [];
  for (let at = 0; at < word.length; at += 1) deletions.push(word.slice(0, at) + word.slice(at + 1));
  return deletions;
}
