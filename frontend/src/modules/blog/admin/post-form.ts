import type { AdminBlogPostResponse, BlogPostStatus } from '@studyhub/contracts';

/** What the editor form holds; `publishAt` is a datetime-local value in the admin's time zone. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  status: BlogPostStatus;
  publishAt: string;
  authorId: string;
  categoryId: string;
  tagIds: string[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO instant; blank stays null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formValuesOf(post: AdminBlogPostResponse | null, defaults: { authorId: string }): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    featuredImage: post?.featured_image ?? '',
    status: post?.status ?? 'draft',
    publishAt: toLocalInput(post?.published_at ?? null),
    authorId: post?.author_id ?? defaults.authorId,
    categoryId: post?.category_id ?? '',
    tagIds: post?.tag_ids ?? [],
  };
}

/** The body of POST/PUT /admin/blog/posts. A published post without a date is published now. */
export function postRequestBody(values: PostFormValues) {
  return {
    title: values.title,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    excerpt: values.excerpt,
    content: values.content,
    featured_image: values.featuredImage.trim() || null,
    status: values.status,
    published_at: fromLocalInput(values.publishAt),
    author_id: values.authorId,
    category_id: values.categoryId || null,
    tag_ids: values.tagIds,
  };
}

export const POST_STATE_LABELS: Record<AdminBlogPostResponse['state'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** What saving will do, said before the admin presses the button. */
export function publicationSummary(
  values: Pick<PostFormValues, 'status' | 'publishAt'>,
  now: Date = new Date(),
): string {
  if (values.status === 'draft') return 'Saved as a draft: only admins can see it.';
  const at = fromLocalInput(values.publishAt);
  if (at && new Date(at) > now) {
    return `Scheduled: it becomes public on ${new Date(at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}.`;
  }
  return 'Published: readers see it as soon as you save.';
}
