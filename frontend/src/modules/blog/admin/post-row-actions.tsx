'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { AdminBlogPostListItem } from '@studyhub/contracts';
import { ConfirmDeleteDialog } from '@/modules/admin/points-pricing/confirm-delete-dialog';
import { postDeleteQuestion } from './delete-questions';
import { useAdminWrite } from './use-admin-write';

/** Edit, or delete after a confirmation that says what goes with the post. */
export function PostRowActions({ post }: { post: AdminBlogPostListItem }) {
  const { busy, write } = useAdminWrite();
  const [isConfirming, setIsConfirming] = useState(false);
  const question = postDeleteQuestion(post);

  const remove = async (): Promise<string | null> => {
    const refusal = await write(`/admin/blog/posts/${post.id}`, { method: 'DELETE' }, 'Post deleted');
    if (refusal === null) setIsConfirming(false);
    return refusal;
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/admin/blog-management/posts/${post.id}`}
        className="btn-secondary min-h-9 px-3 py-1.5"
        aria-label={`Edit ${post.title}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
        disabled={busy}
        aria-label={`Delete ${post.title}`}
        onClick={() => setIsConfirming(true)}
      >
        Delete
      </button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={question.title}
        confirmLabel="Delete post"
        isBusy={busy}
        onConfirm={remove}
      >
        <p>{question.body}</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
