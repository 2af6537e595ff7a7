import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import {
  pageVersionInputSchema,
  publishVersionInputSchema,
  type AdminLegalPage,
  type AdminPageVersion,
  type AdminPageVersionSummary,
  type ApiData,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { LegalPagesService } from './legal-pages.service';

/** /api/admin/pages/legal: every version of every legal page, and the ways to make a new one live. */
@Controller('admin/pages/legal')
@Roles('admin')
export class AdminLegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get()
  async index(): Promise<ApiData<AdminLegalPage[]>> {
    return { data: await this.pages.adminIndex() };
  }

  @Get(':slug/versions')
  async versions(@Param('slug') slug: string): Promise<ApiData<AdminPageVersionSummary[]>> {
    return { data: await this.pages.versions(slug) };
  }

  @Get(':slug/versions/:version')
  async version(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
  ): Promise<ApiData<AdminPageVersion>> {
    return { data: await this.pages.version(slug, version) };
  }

  @Post(':slug/versions')
  async create(
    @Param('slug') slug: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const input = parseInput(pageVersionInputSchema, body);
    const created = await this.pages.createVersion(slug, input, { principal, context });
    return { data: created };
  }

  @Put(':slug/versions/:version')
  async update(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const input = parseInput(pageVersionInputSchema, body);
    const updated = await this.pages.updateDraft(slug, version, input, { principal, context });
    return { data: updated };
  }

  @Post(':slug/versions/:version/publish')
  async publish(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const input = parseInput(publishVersionInputSchema, body ?? {});
    const published = await this.pages.publish(slug, version, input.publish_at, { principal, context });
    return { data: published };
  }

  @Post(':slug/versions/:version/unschedule')
  async unschedule(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const draft = await this.pages.unschedule(slug, version, { principal, context });
    return { data: draft };
  }

  @Post(':slug/versions/:version/restore')
  async restore(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const input = parseInput(publishVersionInputSchema, body ?? {});
    const restored = await this.pages.restore(slug, version, input.publish_at, { principal, context });
    return { data: restored };
  }
}
