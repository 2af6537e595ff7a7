import type { EditorIssue } from '@studyhub/contracts';
import { issueIdOf } from './issue-id';
import type { WordToken } from './text-tokens';

type Sound = 'vowel' | 'consonant' | 'either';

// Letters whose spoken name starts with a vowel sound: an FBI agent, an MBA, an X-ray.
const VOWEL_NAMED_LETTERS = new Set('AEFHILMNORSX');

// Written with a vowel, said with a consonant: a university, a European, a one-time fee.
const CONSONANT_SOUNDING =
  /^(?:uni(?![nmd])|us[aeiu]|ut[aeio]|ur[aeio]|ub[aeiou]|uk[aeiou]|ug[aeiou]|uv[aeiou]|ufo|eu|ewe|one(?!r)|once|ouija)/;
// Written with an h (or a consonant), said with a vowel: an hour, an honest, an heir.
const VOWEL_SOUNDING = /^(?:hour|honest|honor|honour|heir|homage)/;
// Said either way by careful writers, so neither article is flagged.
const EITHER = /^(?:herb|histor|hotel|humbl|unan|uran)/;

/** Acronyms said letter by letter (FBI, MBA, SQL) versus said as words (NASA, NATO, UNICEF). */
function isSpelledOut(acronym: string): boolean {
  return acronym.length <= 3 || !/[AEIOU]/.test(acronym.slice(1));
}

/** Whether a word is said starting with a vowel sound. */
export function initialSoundOf(word: string): Sound {
  if (/^\p{N}/u.test(word)) {
    // eight, eleven, eighteen (and the eleven- and eighteen-hundreds)
    return /^(?:8|11(?:\d\d)?(?!\d)|18(?:\d\d)?(?!\d))/.test(word) ? 'vowel' : 'consonant';
  }
  const letters = word.replace(/['’].*$/, '');
  const isAcronym = letters.length > 1 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
  if (letters.length === 1 || (isAcronym && isSpelledOut(letters))) {
    return VOWEL_NAMED_LETTERS.has(letters.charAt(0).toUpperCase()) ? 'vowel' : 'consonant';
  }
  const lower = letters.toLowerCase();
  if (EITHER.test(lower)) return 'either';
  if (VOWEL_SOUNDING.test(lower)) return 'vowel';
  if (CONSONANT_SOUNDING.test(lower)) return 'consonant';
  return /^[aeiou]/.test(lower) ? 'vowel' : 'consonant';
}

function withCaseOf(article: string, written: string): string {
  if (written === written.toUpperCase() && written.length > 1) return article.toUpperCase();
  return /^\p{Lu}/u.test(written) ? article.charAt(0).toUpperCase() + article.slice(1) : article;
}

/** "a apple" to "an apple", "an university" to "a university", by how the next word is said. */
export function checkIndefiniteArticles(text: string, tokens: readonly WordToken[]): EditorIssue[] {
  const issues: EditorIssue[] = [];
  for (const token of tokens) {
    const article = token.text.toLowerCase();
    if (article !== 'a' && article !== 'an') continue;
    // A capital A mid-sentence is a letter or a name (grade A, Plan A), not an article.
    if (token.text !== article && !token.isSentenceStart && token.text !== 'AN') continue;
    const next = tokens[token.index + 1];
    if (!next) continue;
    const gap = text.slice(token.offset + token.text.length, next.offset);
    // An opening quote may stand between: a "blue ribbon" committee.
    if (!/^[ \t]+["“‘]?$/.test(gap)) continue;
    const sound = initialSoundOf(next.text);
    const expected = sound === 'vowel' ? 'an' : sound === 'consonant' ? 'a' : article;
    if (expected === article) continue;
    const place = { category: 'article' as const, offset: token.offset, length: token.text.length };
    issues.push({
      ...place,
      id: issueIdOf(place, 'a-an'),
      message: `Use "${expected}" before "${next.text}", which starts with a ${sound} sound.`,
      replacements: [withCaseOf(expected, token.text)],
      severity: 'error',
    });
  }
  return issues;
}
