'use client';

import Link from 'next/link';
import type { AdminBlogPostListItem } from '@studyhub/contracts';
import { postDeleteQuestion } from './delete-questions';
import { useAdminWrite } from './use-admin-write';

/** Edit, or delete after a confirmation that says what goes with the post. */
export function PostRowActions({ post }: { post: AdminBlogPostListItem }) {
  const { busy, write } = useAdminWrite();
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
        onClick={() => {
          if (window.confirm(postDeleteQuestion(post))) {
            void write(`/admin/blog/posts/${post.id}`, { method: 'DELETE' }, 'Post deleted');
          }
        }}
      >
        Delete
      </button>
    </div>
  );
}
