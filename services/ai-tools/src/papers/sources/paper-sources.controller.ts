import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  addSourceSchema,
  sourceIdSchema,
  updateSourceSchema,
  type ApiData,
  type PaperSource,
  type PaperSourceLibrary,
} from '@studyhub/contracts';
import { CurrentPrincipal, parseInput, type Principal } from '@studyhub/platform';
import { paperIdOf } from '../paper-id';
import { PaperSourceErrors } from './paper-sources.errors';
import { PaperSourcesService } from './paper-sources.service';
import { readSourceUpload } from './source-upload';

function sourceKeyOf(raw: string): string {
  const parsed = sourceIdSchema.safeParse(raw);
  if (!parsed.success) throw PaperSourceErrors.SOURCE_NOT_FOUND();
  return parsed.data;
}

/** A paper's source library: JSON for a DOI, a web address or a hand-entered source; multipart for a file. */
@Controller('papers/:paperId/sources')
export class PaperSourcesController {
  constructor(private readonly sources: PaperSourcesService) {}

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
