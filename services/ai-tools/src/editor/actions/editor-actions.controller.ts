import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  editorActionRequestSchema,
  idempotencyKeyHeaderSchema,
  type ApiData,
  type EditorActionResult,
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
import { EditorActionsService } from './editor-actions.service';
import { ToolSwitch } from '../../settings/tool-switch.guard';

/**
 * /api/editor/actions: the editor's paid LLM actions, for signed-in students. An Idempotency-Key
 * header makes a retried request safe: the same key is never charged twice.
 */
@Controller('editor/actions')
@SignedIn()
export class EditorActionsController {
  constructor(private readonly actions: EditorActionsService) {}

  @Post()
  @ToolSwitch('ai_editor')
  @HttpCode(200)
  async perform(
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<EditorActionResult>> {
    const request = parseInput(editorActionRequestSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const result = await this.actions.perform(request, {
      userId: principal.userId,
      key,
      signal: clientAbortSignalOf(reply),
      correlationId: context.correlationId,
    });
    return { data: result };
  }
}
