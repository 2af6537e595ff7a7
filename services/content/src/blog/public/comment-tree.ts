import type { BlogCommentResponse } from '@studyhub/contracts';

export interface CommentRow {
  id: string;
  parent_id: string | null;
  author_name: string;
  content: string;
  created_at: string;
}

/**
 * Approved comments as threads: top-level comments oldest first, each with its replies. A reply
 * whose parent is not shown (still pending, or rejected) is not shown either.
 */
export function threadComments(rows: CommentRow[]): BlogCommentResponse[] {
  const byId = new Map<string, BlogCommentResponse>();
  for (const row of rows) byId.set(row.id, { ...row, replies: [] });
  const roots: BlogCommentResponse[] = [];
  const sorted = [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const comment of sorted) {
    if (comment.parent_id === null) roots.push(comment);
    else byId.get(comment.parent_id)?.replies.push(comment);
  }
  return roots;
}
