'use client';

import Link from 'next/link';
import type { AdminBlogPostResponse } from '@studyhub/contracts';
import { useAdminWrite } from './use-admin-write';

export function PostRowActions({ post }: { post: AdminBlogPostResponse }) {
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
          if (window.confirm(`Delete “${post.title}” with its comments and likes? This cannot be undone.`)) {
            void write(`/admin/blog/posts/${post.id}`, { method: 'DELETE' }, 'Post deleted');
          }
        }}
      >
        Delete
      </button>
    </div>
  );
}
