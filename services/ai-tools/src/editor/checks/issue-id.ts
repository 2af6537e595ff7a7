import type { EditorIssue } from '@studyhub/contracts';

/** Same finding, same id: derived from what and where, so a client can remember a dismissal. */
export function issueIdOf(issue: Pick<EditorIssue, 'category' | 'offset' | 'length'>, rule: string): string {
  return `${issue.category}:${rule}:${issue.offset}:${issue.length}`;
}
