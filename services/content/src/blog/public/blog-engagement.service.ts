import { Injectable } from '@nestjs/common';
import {
  BLOG_COMMENT_PENDING_NOTICE,
  type BlogCommentCreatedResponse,
  type BlogCommentResponse,
  type BlogLikeResponse,
  type CreateBlogCommentInput,
} from '@studyhub/contracts';
import { BlogCache } from '../shared/blog-cache';
import { normaliseCommentText } from '../shared/blog-html';
import { BlogErrors } from '../shared/blog.errors';
import { BlogCommentsRepository } from './blog-comments.repository';
import { BlogLikesRepository } from './blog-likes.repository';
import { BlogPostsRepository } from './blog-posts.repository';
import { CommentRateLimit } from './comment-rate-limit';
import { threadComments } from './comment-tree';

/** What readers do with a public post: comment (pending until approved) and like. */
@Injectable()
export class BlogEngagementService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly comments: BlogCommentsRepository,
    private readonly likes: BlogLikesRepository,
    private readonly cache: BlogCache,
    private readonly rateLimit: CommentRateLimit,
  ) {}

  async commentsOf(postId: string): Promise<BlogCommentResponse[]> {
    await this.requirePublic(postId);
    return this.cache.read(`comments:${postId}`, async () => threadComments(await this.comments.approvedOf(postId)));
  }

  /** Stored pending: it changes nothing a reader sees until an admin approves it. */
  async comment(postId: string, userId: string, input: CreateBlogCommentInput): Promise<BlogCommentCreatedResponse> {
    await this.requirePublic(postId);
    const parentId = input.parent_id ?? null;
    if (parentId !== null && !(await this.comments.isApprovedCommentOf(parentId, postId))) {
      throw BlogErrors.REPLY_TARGET_NOT_FOUND();
    }
    await this.rateLimit.consume(userId);
    const id = await this.comments.insertPending({
      postId,
      userId,
      parentId,
      authorName: input.author_name,
      content: normaliseCommentText(input.content),
    });
    return { id, status: 'pending', message: BLOG_COMMENT_PENDING_NOTICE };
  }

  async toggleLike(postId: string, userId: string): Promise<BlogLikeResponse> {
    await this.requirePublic(postId);
    return this.likes.toggle(postId, userId);
  }

  private async requirePublic(postId: string): Promise<void> {
    if (!(await this.posts.isPublic(postId))) throw BlogErrors.POST_NOT_FOUND();
  }
}
