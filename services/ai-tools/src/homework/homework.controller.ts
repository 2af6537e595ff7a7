import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  askHomeworkQuestionSchema,
  homeworkQuestionsQuerySchema,
  idempotencyKeyHeaderSchema,
  updateHomeworkQuestionSchema,
  type ApiData,
  type ApiList,
  type HomeworkQuestionDetail,
  type HomeworkQuestionSummary,
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
import type { FastifyReply } from 'fastify';
import { clientAbortSignalOf } from '../metering/client-abort-signal';
import { HomeworkService } from './homework.service';
import { ToolSwitch } from '../settings/tool-switch.guard';

/**
 * /api/homework/questions: ask (a paid answer), the caller's own list, one question by slug (public
 * ones to anyone, signed in or not), and the owner's visibility change and delete.
 */
@Controller('homework/questions')
@SignedIn()
export class HomeworkController {
  constructor(private readonly homework: HomeworkService) {}

  @Post()
  @ToolSwitch('homework_helper')
  @HttpCode(201)
  async ask(
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<HomeworkQuestionDetail>> {
    const request = parseInput(askHomeworkQuestionSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const data = await this.homework.ask(request, {
      userId: principal.userId,
      key,
      signal: clientAbortSignalOf(reply),
      context,
    });
    return { data };
  }

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
  ): Promise<ApiList<HomeworkQuestionSummary>> {
    return this.homework.list(principal.userId, parseInput(homeworkQuestionsQuerySchema, query));
  }

  /** Open route: the service decides who may see the question. */
  @Public()
  @Get(':slug')
  async get(
    @Param('slug') slug: string,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiData<HomeworkQuestionDetail>> {
    return { data: await this.homework.get(slug, principal?.userId) };
  }

  @Patch(':slug')
  async update(
    @Param('slug') slug: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<HomeworkQuestionDetail>> {
    const { is_public } = parseInput(updateHomeworkQuestionSchema, body);
    return { data: await this.homework.setVisibility(principal.userId, slug, is_public, context) };
  }

  @Delete(':slug')
  @HttpCode(204)
  async delete(
    @Param('slug') slug: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<void> {
    await this.homework.delete(principal.userId, slug, context);
  }
}
