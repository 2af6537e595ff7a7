import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  createDocumentChatSessionSchema,
  documentChatMessageSchema,
  documentChatSessionsQuerySchema,
  idempotencyKeyHeaderSchema,
  type ApiData,
  type ApiList,
  type DocumentChatReply,
  type DocumentChatSessionDetail,
  type DocumentChatSessionSummary,
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
import { DocumentChatErrors } from './document-chat.errors';
import { DocumentChatService } from './document-chat.service';
import { ToolSwitch } from '../settings/tool-switch.guard';

const sessionIdSchema = z.uuid();

/** A malformed id names no session: the same 404 as another user's. */
function sessionIdOf(id: string): string {
  if (!sessionIdSchema.safeParse(id).success) throw DocumentChatErrors.CHAT_NOT_FOUND();
  return id.toLowerCase();
}

/**
 * /api/document-chat/sessions: start a chat over a document or study file, the caller's own list, one
 * chat with its messages, delete, and ask (a paid answer with citations). Every route is the owner's.
 */
@Controller('document-chat/sessions')
@SignedIn()
export class DocumentChatController {
  constructor(private readonly chat: DocumentChatService) {}

  @Post()
  @ToolSwitch('document_chat')
  @HttpCode(201)
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<DocumentChatSessionDetail>> {
    const request = parseInput(createDocumentChatSessionSchema, body);
    return { data: await this.chat.create(request, principal, context) };
  }

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
  ): Promise<ApiList<DocumentChatSessionSummary>> {
    return this.chat.list(principal.userId, parseInput(documentChatSessionsQuerySchema, query));
  }

  @Get(':id')
  async get(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<DocumentChatSessionDetail>> {
    return { data: await this.chat.get(principal.userId, sessionIdOf(id)) };
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.chat.delete(principal.userId, sessionIdOf(id));
  }

  @Post(':id/messages')
  @ToolSwitch('document_chat')
  @HttpCode(201)
  async ask(
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<DocumentChatReply>> {
    const sessionId = sessionIdOf(id);
    const { content, quoted_points: quotedPoints } = parseInput(documentChatMessageSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const data = await this.chat.ask(sessionId, content, {
      userId: principal.userId,
      key,
      signal: clientAbortSignalOf(reply),
      context,
      quotedPoints,
    });
    return { data };
  }
}
