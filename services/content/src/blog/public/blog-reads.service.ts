import { Inject, Injectable } from '@nestjs/common';
import type {
  ApiList,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogPostDetailResponse,
  BlogPostListQuery,
  BlogPostSummaryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { BLOG_LIMITS } from '@studyhub/contracts';
import { LOGGER, type Logger } from '@studyhub/platform';
import { BlogCache } from '../shared/blog-cache';
import { sanitizeBlogHtml } from '../shared/blog-html';
import { BlogErrors } from '../shared/blog.errors';
import { BlogLikesRepository } from './blog-likes.repository';
import { BlogPostsRepository, summaryOf, type PublicPost } from './blog-posts.repository';

const FEED_SIZE = 20;

type CachedDetail = Omit<BlogPostDetailResponse, 'likes' | 'liked'>;

/**
 * The public blog: cached reads (BlogCache) and the one write a reader makes by reading, the view
 * count. Spec section 8: a failing list answers an empty list, so the blog page still renders.
 */
@Injectable()
export class BlogReadsService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly likes: BlogLikesRepository,
    private readonly cache: BlogCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(query: BlogPostListQuery): Promise<ApiList<BlogPostSummaryResponse>> {
    const key = `list:${JSON.stringify([query.page, query.category, query.tag, query.author, query.q, query.sort])}`;
    const { posts, total } = await this.orEmpty('list', { posts: [], total: 0 }, () =>
      this.cache.read(key, () => this.posts.list(query)),
    );
    return { data: posts, meta: { page: query.page, limit: BLOG_LIMITS.perPage, total } };
  }

  featured(): Promise<BlogPostSummaryResponse[]> {
    return this.orEmpty('featured', [], () => this.cache.read('featured', () => this.posts.featured()));
  }

  recent(): Promise<BlogPostSummaryResponse[]> {
    return this.orEmpty('recent', [], () => this.cache.read('recent', () => this.posts.recent()));
  }

  categories(): Promise<BlogCategoryResponse[]> {
    return this.orEmpty('categories', [], () => this.cache.read('categories', () => this.posts.categories()));
  }

  popularTags(): Promise<BlogTagResponse[]> {
    return this.orEmpty('popular tags', [], () => this.cache.read('tags:popular', () => this.posts.popularTags()));
  }

  authors(): Promise<BlogAuthorResponse[]> {
    return this.orEmpty('authors', [], () => this.cache.read('authors', () => this.posts.authors()));
  }

  /** The newest posts with their full (sanitised) HTML, for the RSS feed; an outage gives an empty feed. */
  feedPosts(): Promise<PublicPost[]> {
    return this.orEmpty('feed', [], () =>
      this.cache.read('feed', async () =>
        (await this.posts.latestWithContent(FEED_SIZE)).map((post) => ({
          ...post,
          content: sanitizeBlogHtml(post.content),
        })),
      ),
    );
  }

  /** Counts the view (never cached), then the cached post with the fresh count and the caller's like. */
  async read(slug: string, viewerId: string | undefined): Promise<BlogPostDetailResponse> {
    const viewed = await this.posts.countView(slug);
    if (!viewed) throw BlogErrors.POST_NOT_FOUND();
    const detail = await this.cache.read(`post:${viewed.id}`, () => this.detail(viewed.id));
    if (!detail) throw BlogErrors.POST_NOT_FOUND();
    const engagement = await this.likes.state(viewed.id, viewerId);
    return { ...detail, view_count: viewed.view_count, ...engagement };
  }

  private async detail(id: string): Promise<CachedDetail | null> {
    const post = await this.posts.byId(id);
    if (!post) return null;
    const related = await this.posts.related(post);
    // Stored HTML was sanitised on write; sanitising again on the way out also covers rows written
    // by hand or by an older policy.
    return { ...summaryOf(post), content: sanitizeBlogHtml(post.content), related };
  }

  private async orEmpty<T>(what: string, empty: T, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      this.logger.error({ err: error }, `blog ${what} failed; answering an empty list`);
      return empty;
    }
  }
}
