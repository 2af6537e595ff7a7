import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import {
  IDEMPOTENCY_KEY_HEADER,
  generatePaperSchema,
  idempotencyKeyHeaderSchema,
  type GenerationStreamEvent,
} from '@studyhub/contracts';
import {
  AppError,
  CurrentContext,
  CurrentPrincipal,
  LOGGER,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { clientAbortSignalOf } from '../../metering/client-abort-signal';
import { paperIdOf } from '../paper-id';
import { PaperGenerationService } from './paper-generation.service';
import { ToolSwitch } from '../../settings/tool-switch.guard';

/** A comment line now and then keeps proxies from closing a stream while the model thinks. */
const HEARTBEAT_MS = 15_000;

function sseOf(event: GenerationStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * POST /api/papers/{id}/generate as server-sent events (GenerationStreamEvent). Refusals before the
 * hold (no paper, no model, not enough points, missing sources) are ordinary HTTP errors; once the
 * stream is open, a failure is an `error` event and nothing is charged.
 */
@Controller('papers')
@SignedIn()
export class PaperGenerationController {
  constructor(
    private readonly generation: PaperGenerationService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post(':paperId/generate')
  @ToolSwitch('ai_writer')
  async generate(
    @Param('paperId') paperId: string,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const request = parseInput(generatePaperSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const signal = clientAbortSignalOf(reply);
    const events = this.generation.generate(request, {
      userId: principal.userId,
      paperId: paperIdOf(paperId),
      key,
      signal,
      correlationId: context.correlationId,
    });
    const first = await events.next();

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-correlation-id': context.correlationId,
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    try {
      if (!first.done) response.write(sseOf(first.value));
      for await (const event of { [Symbol.asyncIterator]: () => events }) {
        if (signal.aborted) break;
        response.write(sseOf(event));
      }
    } catch (error) {
      if (!signal.aborted) response.write(sseOf({ event: 'error', data: this.errorOf(error) }));
    } finally {
      clearInterval(heartbeat);
      if (signal.aborted) await events.return(undefined).catch(() => undefined);
      response.end();
    }
  }

  private errorOf(error: unknown): { code: string; message: string } {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    this.logger.error({ err: error }, 'paper generation failed');
    return { code: 'INTERNAL', message: AppError.of('INTERNAL').message };
  }
}
