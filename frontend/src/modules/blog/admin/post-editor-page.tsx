import Link from 'next/link';
import { notFound } from 'next/navigation';
import type {
  AdminBlogPostResponse,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { fetchBlog } from '../server/blog-fetch';
import { PostEditorForm } from './post-editor-form';

/** The editor's page: the post (when editing) and the authors, categories and tags to choose from. */
export async function PostEditorPage({ postId }: { postId: string | null }) {
  const [post, authors, categories, tags] = await Promise.all([
    postId
      ? fetchBlog<AdminBlogPostResponse>(`/admin/blog/posts/${encodeURIComponent(postId)}`)
      : Promise.resolve(null),
    fetchBlog<BlogAuthorResponse[]>('/admin/blog/authors'),
    fetchBlog<BlogCategoryResponse[]>('/admin/blog/categories'),
    fetchBlog<BlogTagResponse[]>('/admin/blog/tags'),
  ]);
  if (post && !post.ok && (post.status === 404 || post.status === 400)) notFound();
  const failed = [post, authors, categories, tags].find((result) => result !== null && !result.ok);
  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin/blog-management" className="link text-sm">
          ← Blog management
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">
          {post?.ok ? `Edit “${post.data.title}”` : 'New post'}
        </h1>
      </div>
      {failed && !failed.ok ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {failed.message}
        </p>
      ) : authors.ok && authors.data.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink">
          Add an author first under{' '}
          <Link href="/admin/blog-management?tab=topics" className="link">
            Categories, tags and authors
          </Link>
          .
        </p>
      ) : authors.ok && categories.ok && tags.ok ? (
        <PostEditorForm
          post={post?.ok ? post.data : null}
          authors={authors.data}
          categories={categories.data}
          tags={tags.data}
        />
      ) : null}
    </div>
  );
}
