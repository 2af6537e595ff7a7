'use client';

import type { AdminBlogCommentResponse } from '@studyhub/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/modules/admin/points-pricing/confirm-delete-dialog';
import { commentDeleteQuestion } from './delete-questions';
import { useAdminWrite } from './use-admin-write';

/** Approve (it appears under the post), reject (it stays hidden) or delete (with its replies). */
export function CommentModerationActions({ comment }: { comment: AdminBlogCommentResponse }) {
  const { busy, write } = useAdminWrite();
  const [isConfirming, setIsConfirming] = useState(false);
  const who = `the comment by ${comment.author_name}`;
  const question = commentDeleteQuestion(comment);

  const remove = async (): Promise<string | null> => {
    const refusal = await write(`/admin/blog/comments/${comment.id}`, { method: 'DELETE' }, 'Comment deleted');
    if (refusal === null) setIsConfirming(false);
    return refusal;
  };

  return (
    <div className="flex flex-wrap gap-2">
      {comment.status !== 'approved' ? (
        <button
          type="button"
          className="btn-primary min-h-9 px-3 py-1.5"
          disabled={busy}
          aria-label={`Approve ${who}`}
          onClick={() =>
            void write(`/admin/blog/comments/${comment.id}/approve`, { method: 'POST' }, 'Comment approved')
          }
        >
          Approve
        </button>
      ) : null}
      {comment.status !== 'rejected' ? (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1.5"
          disabled={busy}
          aria-label={`Reject ${who}`}
          onClick={() =>
            void write(`/admin/blog/comments/${comment.id}/reject`, { method: 'POST' }, 'Comment rejected')
          }
        >
          Reject
        </button>
      ) : null}
      <button
        type="button"
        className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
        disabled={busy}
        aria-label={`Delete ${who}`}
        onClick={() => setIsConfirming(true)}
      >
        Delete
      </button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={question.title}
        confirmLabel="Delete comment"
        isBusy={busy}
        onConfirm={remove}
      >
        <p>{question.body}</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
