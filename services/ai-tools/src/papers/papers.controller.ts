import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import {
  bulkDeletePapersSchema,
  papersQuerySchema,
  savePaperSchema,
  type ApiData,
  type ApiList,
  type Paper,
  type PaperSummary,
  type PaperVersion,
  type PaperVersionSummary,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Public,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { paperIdOf } from './paper-id';
import { PaperErrors } from './papers.errors';
import { PapersService } from './papers.service';
import { ToolSwitch } from '../settings/tool-switch.guard';

/**
 * Saves are open routes that answer the spec's own sign-in text ('You must be logged in to save
 * papers') rather than the generic one, since a save is where an expired session loses work.
 */
function saverOf(principal: Principal | undefined): Principal {
  if (!principal) throw PaperErrors.PAPER_SAVE_REQUIRES_LOGIN();
  return principal;
}

@Controller('papers')
@SignedIn()
export class PapersController {
  constructor(private readonly papers: PapersService) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<ApiList<PaperSummary>> {
    return this.papers.list(principal.userId, parseInput(papersQuerySchema, query));
  }

  @Public()
  @Post()
  @ToolSwitch('ai_writer')
  @HttpCode(201)
  async create(
    @CurrentPrincipal() principal: Principal | undefined,
    @Body() body: unknown,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<Paper>> {
    const saver = saverOf(principal);
    return { data: await this.papers.create(saver.userId, parseInput(savePaperSchema, body), context) };
  }

  @Post('bulk-delete')
  @HttpCode(200)
  async deleteMany(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<ApiData<{ deleted: string[] }>> {
    const { ids } = parseInput(bulkDeletePapersSchema, body);
    return { data: await this.papers.deleteMany(principal.userId, ids) };
  }

  @Get(':paperId')
  async get(@CurrentPrincipal() principal: Principal, @Param('paperId') paperId: string): Promise<ApiData<Paper>> {
    return { data: await this.papers.get(principal.userId, paperIdOf(paperId)) };
  }

  @Public()
  @Put(':paperId')
  async save(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('paperId') paperId: string,
    @Body() body: unknown,
  ): Promise<ApiData<Paper>> {
    const saver = saverOf(principal);
    return { data: await this.papers.save(saver.userId, paperIdOf(paperId), parseInput(savePaperSchema, body)) };
  }

  @Delete(':paperId')
  @HttpCode(204)
  async delete(@CurrentPrincipal() principal: Principal, @Param('paperId') paperId: string): Promise<void> {
    await this.papers.delete(principal.userId, paperIdOf(paperId));
  }

  @Get(':paperId/versions')
  async versions(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
  ): Promise<ApiData<PaperVersionSummary[]>> {
    return { data: await this.papers.versions(principal.userId, paperIdOf(paperId)) };
  }

  @Get(':paperId/versions/:versionNumber')
  async version(
    @CurrentPrincipal() principal: Principal,
    @Param('paperId') paperId: string,
    @Param('versionNumber', ParseIntPipe) versionNumber: number,
  ): Promise<ApiData<PaperVersion>> {
    return { data: await this.papers.version(principal.userId, paperIdOf(paperId), versionNumber) };
  }

  @Public()
  @Post(':paperId/versions/:versionNumber/restore')
  @HttpCode(200)
  async restore(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('paperId') paperId: string,
    @Param('versionNumber', ParseIntPipe) versionNumber: number,
  ): Promise<ApiData<Paper>> {
    const saver = saverOf(principal);
    return { data: await this.papers.restore(saver.userId, paperIdOf(paperId), versionNumber) };
  }
}
