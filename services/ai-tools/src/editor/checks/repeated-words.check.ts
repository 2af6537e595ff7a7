import type { EditorIssue } from '@studyhub/contracts';
import { issueIdOf } from './issue-id';
import type { WordToken } from './text-tokens';

// Doubles that are grammatical: "what he had had", "the fact that that showed".
const GRAMMATICAL_DOUBLES = new Set(['had', 'that']);

/** "the the": the same word twice with only spaces between; the fix keeps the first. */
export function checkRepeatedWords(text: string, tokens: readonly WordToken[]): EditorIssue[] {
  const issues: EditorIssue[] = [];
  for (const second of tokens.slice(1)) {
    const first = tokens[second.index - 1]!;
    if (first.text.toLowerCase() !== second.text.toLowerCase()) continue;
    if (GRAMMATICAL_DOUBLES.has(first.text.toLowerCase()) || /^\p{N}+$/u.test(first.text)) continue;
    const end = first.offset + first.text.length;
    if (!/^[ \t]+$|^[ \t]*\n[ \t]*$/.test(text.slice(end, second.offset))) continue;
    // Capitalised twice mid-sentence is a name: Bora Bora, Walla Walla.
    if (/^\p{Lu}/u.test(first.text) && /^\p{Lu}/u.test(second.text) && !first.isSentenceStart) continue;
    const place = {
      category: 'repetition' as const,
      offset: first.offset,
      length: second.offset + second.text.length - first.offset,
    };
    issues.push({
      ...place,
      id: issueIdOf(place, 'doubled-word'),
      message: `"${second.text}" is repeated.`,
      replacements: [first.text],
      severity: 'error',
    });
  }
  return issues;
}
