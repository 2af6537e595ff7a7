/** The student's own words (names, jargon), kept in this browser and sent with every check. */
const STORAGE_KEY = 'studyhub.editor.dictionary';
const MAX_WORDS = 1_000;

export function readUserDictionary(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((word): word is string => typeof word === 'string').slice(0, MAX_WORDS)
      : [];
  } catch {
    return [];
  }
}

export function addToUserDictionary(word: string): string[] {
  const trimmed = word.trim().slice(0, 100);
  const words = readUserDictionary();
  if (trimmed === '' || words.includes(trimmed)) return words;
  const next = [...words, trimmed].slice(-MAX_WORDS);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the word still counts for this session.
  }
  return next;
}
