import { z } from 'zod';
import { adminSortQuery, exportFormatQuery, SORT_DIRECTIONS } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';

/** Spec section 9, Blog constants. */
export const BLOG_LIMITS = {
  cacheSeconds: 300,
  featured: 3,
  recent: 10,
  popularTags: 10,
  related: 3,
  perPage: 10,
} as const;

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

export const BLOG_SORTS = ['newest', 'oldest', 'popular'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

/** Shown under the comment form once a comment is sent. */
export const BLOG_COMMENT_PENDING_NOTICE = 'Thanks! Your comment is awaiting moderation and will appear once approved.';

const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalSlug = z
  .string()
  .trim()
  .max(200, 'Slug must be at most 200 characters.')
  .regex(BLOG_SLUG_PATTERN, 'Slug may hold only lowercase letters, digits and single hyphens.')
  .optional()
  .or(z.literal('').transform(() => undefined));

const imageLink = z
  .union([
    z
      .string()
      .trim()
      .max(2000, 'Image must be at most 2000 characters.')
      .refine(
        // A site path, not `//host` (protocol-relative, which would also allow plain http).
        (value) => /^https:\/\/\S+$/i.test(value) || /^\/(?!\/)\S+$/.test(value),
        'Image must be an https address or a path on this site.',
      ),
    z.literal('').transform(() => null),
    z.null(),
  ])
  .optional();

// ---- public reads ----

export const blogPostListQuerySchema = z.object({
  page: paginationQuerySchema.shape.page,
  category: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(200).optional(),
  author: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  sort: z.enum(BLOG_SORTS, { message: `Sort must be one of ${BLOG_SORTS.join(', ')}.` }).default('newest'),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;

export interface BlogAuthorResponse {
  id: string;
  name: string;
  slug: string;
  bio: string;
  avatar_url: string | null;
}

export interface BlogCategoryResponse {
  id: string;
  name: string;
  slug: string;
  description: string;
  post_count: number;
}

export interface BlogTagResponse {
  id: string;
  name: string;
  slug: string;
  post_count: number;
}

export interface BlogPostSummaryResponse {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featured_image: string | null;
  published_at: string;
  reading_minutes: number;
  view_count: number;
  author: BlogAuthorResponse;
  category: { id: string; name: string; slug: string } | null;
  tags: { id: string; name: string; slug: string }[];
}

export interface BlogPostDetailResponse extends BlogPostSummaryResponse {
  /** Sanitised HTML. */
  content: string;
  likes: number;
  /** Whether the caller likes the post (false when signed out). */
  liked: boolean;
  related: BlogPostSummaryResponse[];
}

export interface BlogCommentResponse {
  id: string;
  parent_id: string | null;
  author_name: string;
  content: string;
  created_at: string;
  replies: BlogCommentResponse[];
}

export const createBlogCommentSchema = z.object({
  content: text('Comment', 2, 2000),
  author_name: text('Name', 1, 80),
  parent_id: z.uuid({ message: 'Reply target must be a comment id.' }).nullable().optional(),
});
export type CreateBlogCommentInput = z.infer<typeof createBlogCommentSchema>;

export interface BlogCommentCreatedResponse {
  id: string;
  status: 'pending';
  message: string;
}

export interface BlogLikeResponse {
  liked: boolean;
  likes: number;
}

// ---- admin ----

/** The admin posts list's orders; `published_at` puts a draft without a date at its last change. */
export const ADMIN_BLOG_POST_SORTS = ['published_at', 'title', 'status', 'view_count', 'updated_at'] as const;
export const adminBlogPostListQuerySchema = paginationQuerySchema.extend({
  status: z.enum([...BLOG_POST_STATUSES, 'scheduled'] as const).optional(),
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  ...adminSortQuery(ADMIN_BLOG_POST_SORTS, { sort: 'published_at', order: 'desc' }),
  ...exportFormatQuery,
});
export type AdminBlogPostListQuery = z.infer<typeof adminBlogPostListQuerySchema>;

const blogPostFields = {
  title: text('Title', 3, 200),
  slug: optionalSlug,
  excerpt: text('Excerpt', 10, 500),
  content: text('Content', 1, 200_000),
  featured_image: imageLink,
  status: z.enum(BLOG_POST_STATUSES, { message: 'Status must be draft or published.' }),
  /** A future date schedules a published post; a published post without one is published now. */
  published_at: z.iso
    .datetime({ offset: true, message: 'Publication date must be an ISO date and time.' })
    .nullable()
    .optional(),
  author_id: z.uuid({ message: 'Author is required.' }),
  category_id: z.uuid({ message: 'Category must be an id.' }).nullable().optional(),
  tag_ids: z.array(z.uuid({ message: 'Tags must be ids.' })).max(20, 'At most 20 tags.'),
};

export const createBlogPostSchema = z.object({
  ...blogPostFields,
  status: blogPostFields.status.default('draft'),
  tag_ids: blogPostFields.tag_ids.default([]),
});
export type CreateBlogPostInput = z.infer<typeof createBlogPostSchema>;

/** Changes only the fields it carries (no defaults: a missing `tag_ids` keeps the tags). */
export const updateBlogPostSchema = z.object(blogPostFields).partial();
export type UpdateBlogPostInput = z.infer<typeof updateBlogPostSchema>;

export interface AdminBlogPostResponse {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string | null;
  status: BlogPostStatus;
  /** draft, scheduled (published with a future date) or published. */
  state: 'draft' | 'scheduled' | 'published';
  published_at: string | null;
  view_count: number;
  author_id: string;
  author_name: string;
  category_id: string | null;
  category_name: string | null;
  tag_ids: string[];
  created_at: string;
  updated_at: string;
}

/** A row of the admin posts list: the post with what deleting it would take along. */
export interface AdminBlogPostListItem extends AdminBlogPostResponse {
  /** Every comment under it, whatever its status. */
  comment_count: number;
  like_count: number;
}

export const blogCategoryInputSchema = z.object({
  name: text('Name', 2, 80),
  slug: optionalSlug,
  description: z.string().trim().max(500, 'Description must be at most 500 characters.').default(''),
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;

export const blogTagInputSchema = z.object({ name: text('Name', 2, 60), slug: optionalSlug });
export type BlogTagInput = z.infer<typeof blogTagInputSchema>;

export const blogAuthorInputSchema = z.object({
  name: text('Name', 2, 120),
  slug: optionalSlug,
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters.').default(''),
  avatar_url: imageLink,
});
export type BlogAuthorInput = z.infer<typeof blogAuthorInputSchema>;

export const ADMIN_BLOG_COMMENT_SORTS = ['created_at', 'author_name', 'post_title'] as const;
export const adminBlogCommentListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(BLOG_COMMENT_STATUSES).default('pending'),
  /** Found in the comment's text or its author's name. */
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  ...adminSortQuery(ADMIN_BLOG_COMMENT_SORTS, { sort: 'created_at', order: 'asc' }),
  /** Without one, pending comments come oldest first (the moderation queue) and the others newest first. */
  order: z.enum(SORT_DIRECTIONS, { message: 'Order is asc or desc.' }).optional(),
  ...exportFormatQuery,
});
export type AdminBlogCommentListQuery = z.infer<typeof adminBlogCommentListQuerySchema>;

export interface AdminBlogCommentResponse {
  id: string;
  post_id: string;
  post_title: string;
  post_slug: string;
  parent_id: string | null;
  /** Null once the author's account is deleted (the comment stays, anonymous). */
  user_id: string | null;
  author_name: string;
  content: string;
  status: BlogCommentStatus;
  created_at: string;
}
