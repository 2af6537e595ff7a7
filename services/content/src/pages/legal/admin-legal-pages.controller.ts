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
  AdminAudit,
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
  constructor(
    private readonly pages: LegalPagesService,
    private readonly audit: AdminAudit,
  ) {}

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
    const created = await this.pages.createVersion(slug, input, principal.userId);
    this.audit.record(principal, context, {
      action: 'legal-page.version-created',
      targetId: `${slug}@${created.version}`,
      changes: { title: input.title, publish_at: created.published_at },
    });
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
    const updated = await this.pages.updateDraft(slug, version, input, principal.userId);
    this.audit.record(principal, context, {
      action: 'legal-page.draft-updated',
      targetId: `${slug}@${version}`,
      changes: { title: input.title, publish_at: updated.published_at },
    });
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
    const published = await this.pages.publish(slug, version, input.publish_at);
    this.audit.record(principal, context, {
      action: 'legal-page.version-published',
      targetId: `${slug}@${version}`,
      changes: { published_at: published.published_at },
    });
    return { data: published };
  }

  @Post(':slug/versions/:version/unschedule')
  async unschedule(
    @Param('slug') slug: string,
    @Param('version', ParseIntPipe) version: number,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<AdminPageVersion>> {
    const draft = await this.pages.unschedule(slug, version);
    this.audit.record(principal, context, { action: 'legal-page.version-unscheduled', targetId: `${slug}@${version}` });
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
    const restored = await this.pages.restore(slug, version, input.publish_at, principal.userId);
    this.audit.record(principal, context, {
      action: 'legal-page.version-restored',
      targetId: `${slug}@${restored.version}`,
      changes: { restored_from: version, published_at: restored.published_at },
    });
    return { data: restored };
  }
}
