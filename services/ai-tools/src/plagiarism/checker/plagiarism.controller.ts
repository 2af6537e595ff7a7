import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaderSchema,
  plagiarismCheckRequestSchema,
  type ApiData,
  type PlagiarismReport,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { clientAbortSignalOf } from '../../metering/client-abort-signal';
import { PlagiarismService } from './plagiarism.service';
import { ToolSwitch } from '../../settings/tool-switch.guard';

/** POST /api/plagiarism: a signed-in student's paid similarity check of a text or an uploaded file. */
@Controller('plagiarism')
@SignedIn()
export class PlagiarismController {
  constructor(private readonly plagiarism: PlagiarismService) {}

  @Post()
  @ToolSwitch('plagiarism_checker')
  @HttpCode(200)
  async check(
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<PlagiarismReport>> {
    const request = parseInput(plagiarismCheckRequestSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const data = await this.plagiarism.check(request, {
      userId: principal.userId,
      key,
      signal: clientAbortSignalOf(reply),
      context,
    });
    return { data };
  }
}
