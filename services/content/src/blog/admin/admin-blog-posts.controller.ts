import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  adminBlogPostListQuerySchema,
  createBlogPostSchema,
  updateBlogPostSchema,
  type AdminBlogPostListItem,
  type AdminBlogPostResponse,
  type ApiData,
  type ApiList,
} from '@studyhub/contracts';
import {
  collectAllPages,
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  sendCsv,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { blogIdOf } from '../shared/blog-slug';
import { BLOG_POST_CSV_COLUMNS } from './admin-blog-csv';
import { AdminBlogPostsService } from './admin-blog-posts.service';

/** /api/admin/blog/posts (role admin and status active). */
@Controller('admin/blog/posts')
@Roles('admin')
export class AdminBlogPostsController {
  constructor(private readonly posts: AdminBlogPostsService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminBlogPostListItem> | string> {
    const input = parseInput(adminBlogPostListQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.posts.list({ ...input, page, limit }));
      return sendCsv(reply, 'blog-posts', BLOG_POST_CSV_COLUMNS, collected);
    }
    return this.posts.list(input);
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ApiData<AdminBlogPostResponse>> {
    return { data: await this.posts.get(blogIdOf(id)) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminBlogPostResponse>> {
    const input = parseInput(createBlogPostSchema, body);
    const post = await this.posts.create(input, { principal, context });
    return { data: post };
  }

  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminBlogPostResponse>> {
    const postId = blogIdOf(id);
    const input = parseInput(updateBlogPostSchema, body);
    const post = await this.posts.update(postId, input, { principal, context });
    return { data: post };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const postId = blogIdOf(id);
    await this.posts.delete(postId, { principal, context });
    return { data: { id: postId } };
  }
}
