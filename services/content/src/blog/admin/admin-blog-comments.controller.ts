import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  adminBlogCommentListQuerySchema,
  type AdminBlogCommentResponse,
  type ApiData,
  type ApiList,
  type BlogCommentStatus,
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
import { BLOG_COMMENT_CSV_COLUMNS } from './admin-blog-csv';
import { AdminBlogCommentsService } from './admin-blog-comments.service';

/** /api/admin/blog/comments: moderation (role admin and status active). */
@Controller('admin/blog/comments')
@Roles('admin')
export class AdminBlogCommentsController {
  constructor(private readonly comments: AdminBlogCommentsService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminBlogCommentResponse> | string> {
    const input = parseInput(adminBlogCommentListQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.comments.list({ ...input, page, limit }));
      return sendCsv(reply, `blog-comments-${input.status}`, BLOG_COMMENT_CSV_COLUMNS, collected);
    }
    return this.comments.list(input);
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string; status: BlogCommentStatus }>> {
    const commentId = blogIdOf(id);
    await this.comments.approve(commentId, { principal, context });
    return { data: { id: commentId, status: 'approved' } };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string; status: BlogCommentStatus }>> {
    const commentId = blogIdOf(id);
    await this.comments.reject(commentId, { principal, context });
    return { data: { id: commentId, status: 'rejected' } };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const commentId = blogIdOf(id);
    await this.comments.delete(commentId, { principal, context });
    return { data: { id: commentId } };
  }
}
