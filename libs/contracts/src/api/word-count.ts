/** A word: letters or digits, with inner apostrophes or hyphens (don't, well-known, 3.5 counts once). */
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/**
 * The words of a plain text, counted the same way by the screens that show a count and the
 * service that bills for generated words.
 */
export function countWords(plainText: string): number {
  let count = 0;
  for (const _ of plainText.matchAll(WORD)) count += 1;
  return count;
}
