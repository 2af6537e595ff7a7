import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import {
  blogPostListQuerySchema,
  createBlogCommentSchema,
  type ApiData,
  type ApiList,
  type BlogAuthorResponse,
  type BlogCategoryResponse,
  type BlogCommentCreatedResponse,
  type BlogCommentResponse,
  type BlogLikeResponse,
  type BlogPostDetailResponse,
  type BlogPostSummaryResponse,
  type BlogTagResponse,
} from '@studyhub/contracts';
import { CurrentPrincipal, Public, SERVICE_CONFIG, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import type { BlogEnv } from '../blog.config';
import { blogIdOf } from '../shared/blog-slug';
import { BlogEngagementService } from './blog-engagement.service';
import { BlogReadsService } from './blog-reads.service';
import { renderRssFeed } from './rss-feed';

/** /api/blog: published posts, their comments and likes (API.md "Content and notifications"). */
@Controller('blog')
@SignedIn()
export class BlogController {
  constructor(
    private readonly reads: BlogReadsService,
    private readonly engagement: BlogEngagementService,
    @Inject(SERVICE_CONFIG) private readonly config: BlogEnv,
  ) {}

  @Public()
  @Get('posts')
  list(@Query() query: unknown): Promise<ApiList<BlogPostSummaryResponse>> {
    return this.reads.list(parseInput(blogPostListQuerySchema, query));
  }

  @Public()
  @Get('posts/featured')
  async featured(): Promise<ApiData<BlogPostSummaryResponse[]>> {
    return { data: await this.reads.featured() };
  }

  @Public()
  @Get('posts/recent')
  async recent(): Promise<ApiData<BlogPostSummaryResponse[]>> {
    return { data: await this.reads.recent() };
  }

  @Public()
  @Get('categories')
  async categories(): Promise<ApiData<BlogCategoryResponse[]>> {
    return { data: await this.reads.categories() };
  }

  @Public()
  @Get('tags/popular')
  async popularTags(): Promise<ApiData<BlogTagResponse[]>> {
    return { data: await this.reads.popularTags() };
  }

  @Public()
  @Get('authors')
  async authors(): Promise<ApiData<BlogAuthorResponse[]>> {
    return { data: await this.reads.authors() };
  }

  @Public()
  @Get('rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  async rss(): Promise<string> {
    const posts = await this.reads.feedPosts();
    return renderRssFeed(
      {
        siteUrl: this.config.PUBLIC_URL,
        title: 'Studyhub Blog',
        description: 'Study skills, exam preparation and honest use of AI, from the Studyhub team.',
      },
      posts,
    );
  }

  /** Counts a view. */
  @Public()
  @Get('posts/:slug')
  async read(
    @Param('slug') slug: string,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiData<BlogPostDetailResponse>> {
    return { data: await this.reads.read(slug, principal?.userId) };
  }

  @Public()
  @Get('posts/:id/comments')
  async comments(@Param('id') id: string): Promise<ApiData<BlogCommentResponse[]>> {
    return { data: await this.engagement.commentsOf(blogIdOf(id)) };
  }

  @Post('posts/:id/comments')
  @HttpCode(201)
  async comment(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<BlogCommentCreatedResponse>> {
    const input = parseInput(createBlogCommentSchema, body);
    return { data: await this.engagement.comment(blogIdOf(id), principal.userId, input) };
  }

  @Post('posts/:id/like')
  @HttpCode(200)
  async like(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiData<BlogLikeResponse>> {
    return { data: await this.engagement.toggleLike(blogIdOf(id), principal.userId) };
  }
}
