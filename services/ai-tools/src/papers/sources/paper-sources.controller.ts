import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  addSourceSchema,
  idempotencyKeyHeaderSchema,
  searchSourcesSchema,
  type SourceSearchResult,
  sourceIdSchema,
  updateSourceSchema,
  type ApiData,
  type PaperSource,
  type PaperSourceLibrary,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { clientAbortSignalOf } from '../../metering/client-abort-signal';
import { paperIdOf } from '../paper-id';
import { PaperSourceErrors } from './paper-sources.errors';
import { PaperSourcesService } from './paper-sources.service';
import { SourceSearchService } from './source-search.service';
import { readSourceUpload } from './source-upload';
import { ToolSwitch } from '../../settings/tool-switch.guard';

function sourceKeyOf(raw: string): string {
  const parsed = sourceIdSchema.safeParse(raw);
  if (!parsed.success) throw PaperSourceErrors.SOURCE_NOT_FOUND();
  return parsed.data;
}

/** A paper's source library: JSON for a DOI, a web address or a hand-entered source; multipart for a file. */
@Controller('papers/:paperId/sources')
@SignedIn()
export class PaperSourcesController {
  constructor(
    private readonly sources: PaperSourcesService,
    private readonly search: SourceSearchService,
  ) {}

  @Get()
  async library(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
  ): Promise<ApiData<PaperSourceLibrary>> {
    return { data: await this.sources.library(principal.userId, paperIdOf(paperId)) };
  }

  @Post()
  @HttpCode(201)
  async add(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<ApiData<PaperSource>> {
    const id = paperIdOf(paperId);
    if (request.isMultipart()) {
      return { data: await this.sources.addFile(principal.userId, id, await readSourceUpload(request)) };
    }
    return { data: await this.sources.add(principal.userId, id, parseInput(addSourceSchema, body)) };
  }

  /** Reference search: 5 points for each reference found. */
  @Post('search')
  @ToolSwitch('ai_writer')
  @HttpCode(200)
  async searchRegistry(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<SourceSearchResult>> {
    const request = parseInput(searchSourcesSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const result = await this.search.search(request, {
      userId: principal.userId,
      paperId: paperIdOf(paperId),
      key,
      signal: clientAbortSignalOf(reply),
      correlationId: context.correlationId,
    });
    return { data: result };
  }

  @Put(':sourceId')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Param('sourceId') sourceId: string,
    @Body() body: unknown,
  ): Promise<ApiData<PaperSource>> {
    const { item } = parseInput(updateSourceSchema, body);
    return { data: await this.sources.update(principal.userId, paperIdOf(paperId), sourceKeyOf(sourceId), item) };
  }

  @Delete(':sourceId')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Param('sourceId') sourceId: string,
  ): Promise<void> {
    await this.sources.remove(principal.userId, paperIdOf(paperId), sourceKeyOf(sourceId));
  }

  @Get(':sourceId/file')
  async file(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Param('sourceId') sourceId: string,
  ): Promise<ApiData<{ url: string; expires_in: number }>> {
    return { data: await this.sources.fileUrl(principal.userId, paperIdOf(paperId), sourceKeyOf(sourceId)) };
  }
}
