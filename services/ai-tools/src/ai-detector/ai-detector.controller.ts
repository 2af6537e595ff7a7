import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  aiDetectorRequestSchema,
  idempotencyKeyHeaderSchema,
  type AiDetectorResult,
  type ApiData,
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
import { clientAbortSignalOf } from '../metering/client-abort-signal';
import { AiDetectorService } from './ai-detector.service';
import { ToolSwitch } from '../settings/tool-switch.guard';

/**
 * POST /api/ai-detector: a text's per-sentence and overall machine-likeness, for signed-in
 * students at 5 points. An Idempotency-Key header makes a retried request safe: never charged twice.
 */
@Controller('ai-detector')
@SignedIn()
export class AiDetectorController {
  constructor(private readonly detector: AiDetectorService) {}

  @Post()
  @ToolSwitch('ai_detector')
  @HttpCode(200)
  async detect(
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<AiDetectorResult>> {
    const request = parseInput(aiDetectorRequestSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const result = await this.detector.detect(request.text, {
      userId: principal.userId,
      key,
      signal: clientAbortSignalOf(reply),
      correlationId: context.correlationId,
      quotedPoints: request.quoted_points,
    });
    return { data: result };
  }
}
