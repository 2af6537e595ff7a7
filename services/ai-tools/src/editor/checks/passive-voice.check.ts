import type { EditorIssue } from '@studyhub/contracts';
import { issueIdOf } from './issue-id';
import { isPastParticiple } from './participles';
import type { WordToken } from './text-tokens';

const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);
// Words that may stand between the auxiliary and the participle: "was not yet finished".
const BETWEEN = new Set([
  'not',
  'never',
  'also',
  'often',
  'always',
  'already',
  'just',
  'still',
  'yet',
  'then',
  'first',
  'being',
  'been',
  'all',
  'both',
]);

/** "was written (by ...)": a form of be, maybe an adverb, then a past participle. A style hint, never an error. */
export function checkPassiveVoice(tokens: readonly WordToken[]): EditorIssue[] {
  const issues: EditorIssue[] = [];
  for (const auxiliary of tokens) {
    if (!BE.has(auxiliary.text.toLowerCase().replace('’', "'"))) continue;
    let next = tokens[auxiliary.index + 1];
    while (next && !next.isSentenceStart && (BETWEEN.has(next.text.toLowerCase()) || /^\p{Ll}+ly$/u.test(next.text))) {
      next = tokens[next.index + 1];
    }
    if (!next || next.isSentenceStart || !isPastParticiple(next.text)) continue;
    const agent = tokens[next.index + 1];
    const hasAgent = agent?.text.toLowerCase() === 'by' && !agent.isSentenceStart;
    const place = {
      category: 'passive-voice' as const,
      offset: auxiliary.offset,
      length: next.offset + next.text.length - auxiliary.offset,
    };
    issues.push({
      ...place,
      id: issueIdOf(place, 'passive'),
      message: hasAgent
        ? 'Passive voice: consider making the one after "by" the subject.'
        : 'Passive voice: consider saying who does it, in the active voice.',
      replacements: [],
      severity: 'suggestion',
    });
  }
  return issues;
}
