import type { EditorIssue } from '@studyhub/contracts';
import type { SpellingDictionary } from './hunspell-dictionary';
import { issueIdOf } from './issue-id';
import { isExemptFromSpelling, namesIn, proseMaskOf } from './proper-noun-filter';
import type { WordToken } from './text-tokens';

export interface SpellingOptions {
  /** The writer's own words (names, jargon): never flagged, compared without case. */
  userWords?: Iterable<string>;
}

/** Unknown words with the dictionary's corrections, best first; names, acronyms and code are skipped. */
export function checkSpelling(
  text: string,
  tokens: readonly WordToken[],
  dictionary: SpellingDictionary,
  options: SpellingOptions = {},
): EditorIssue[] {
  const userWords = new Set([...(options.userWords ?? [])].map((word) => word.toLowerCase()));
  const mask = proseMaskOf(text);
  const names = namesIn(tokens);
  const issues: EditorIssue[] = [];
  for (const token of tokens) {
    if (isExemptFromSpelling(token, mask, names)) continue;
    if (userWords.has(token.text.toLowerCase()) || dictionary.isWord(token.text)) continue;
    const place = { category: 'spelling' as const, offset: token.offset, length: token.text.length };
    issues.push({
      ...place,
      id: issueIdOf(place, 'unknown-word'),
      message: `"${token.text}" is not in the dictionary.`,
      replacements: dictionary.suggest(token.text),
      severity: 'error',
    });
  }
  return issues;
}
