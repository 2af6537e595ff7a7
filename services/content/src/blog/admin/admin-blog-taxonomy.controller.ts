import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  blogAuthorInputSchema,
  blogCategoryInputSchema,
  blogTagInputSchema,
  type ApiData,
  type BlogAuthorResponse,
  type BlogCategoryResponse,
  type BlogTagResponse,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { blogIdOf } from '../shared/blog-slug';
import { AdminBlogTaxonomyService } from './admin-blog-taxonomy.service';

/** /api/admin/blog/categories, /tags and /authors (role admin and status active). */
@Controller('admin/blog')
@Roles('admin')
export class AdminBlogTaxonomyController {
  constructor(private readonly taxonomy: AdminBlogTaxonomyService) {}

  @Get('categories')
  async categories(): Promise<ApiData<BlogCategoryResponse[]>> {
    return { data: await this.taxonomy.categories() };
  }

  @Post('categories')
  async createCategory(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogCategoryResponse>> {
    const input = parseInput(blogCategoryInputSchema, body);
    const category = await this.taxonomy.createCategory(input, { principal, context });
    return { data: category };
  }

  @Put('categories/:id')
  async updateCategory(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogCategoryResponse>> {
    const input = parseInput(blogCategoryInputSchema, body);
    const category = await this.taxonomy.updateCategory(blogIdOf(id), input, { principal, context });
    return { data: category };
  }

  @Delete('categories/:id')
  async deleteCategory(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const categoryId = blogIdOf(id);
    await this.taxonomy.deleteCategory(categoryId, { principal, context });
    return { data: { id: categoryId } };
  }

  @Get('tags')
  async tags(): Promise<ApiData<BlogTagResponse[]>> {
    return { data: await this.taxonomy.tags() };
  }

  @Post('tags')
  async createTag(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogTagResponse>> {
    const input = parseInput(blogTagInputSchema, body);
    const tag = await this.taxonomy.createTag(input, { principal, context });
    return { data: tag };
  }

  @Put('tags/:id')
  async updateTag(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogTagResponse>> {
    const input = parseInput(blogTagInputSchema, body);
    const tag = await this.taxonomy.updateTag(blogIdOf(id), input, { principal, context });
    return { data: tag };
  }

  @Delete('tags/:id')
  async deleteTag(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const tagId = blogIdOf(id);
    await this.taxonomy.deleteTag(tagId, { principal, context });
    return { data: { id: tagId } };
  }

  @Get('authors')
  async authors(): Promise<ApiData<BlogAuthorResponse[]>> {
    return { data: await this.taxonomy.authors() };
  }

  @Post('authors')
  async createAuthor(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogAuthorResponse>> {
    const input = parseInput(blogAuthorInputSchema, body);
    const author = await this.taxonomy.createAuthor(input, { principal, context });
    return { data: author };
  }

  @Put('authors/:id')
  async updateAuthor(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BlogAuthorResponse>> {
    const input = parseInput(blogAuthorInputSchema, body);
    const author = await this.taxonomy.updateAuthor(blogIdOf(id), input, { principal, context });
    return { data: author };
  }

  @Delete('authors/:id')
  async deleteAuthor(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const authorId = blogIdOf(id);
    await this.taxonomy.deleteAuthor(authorId, { principal, context });
    return { data: { id: authorId } };
  }
}
