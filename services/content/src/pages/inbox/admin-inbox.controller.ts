import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Res } from '@nestjs/common';
import {
  INBOX_KINDS,
  inboxQuerySchema,
  inboxUpdateSchema,
  type ApiData,
  type ApiList,
  type InboxItem,
  type InboxItemSummary,
  type InboxKind,
} from '@studyhub/contracts';
import {
  AppError,
  collectAllPages,
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  sendCsv,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { INBOX_CSV_COLUMNS } from './inbox-csv';
import { InboxService } from './inbox.service';

function inboxKind(value: string): InboxKind {
  if ((INBOX_KINDS as readonly string[]).includes(value)) return value as InboxKind;
  throw AppError.of('NOT_FOUND', 'This message does not exist.');
}

/** /api/admin/pages/inbox: contact messages, complaints and takedown notices, with status and note. */
@Controller('admin/pages/inbox')
@Roles('admin')
export class AdminInboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<InboxItemSummary> | string> {
    const input = parseInput(inboxQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages(async (page, limit) => {
        const { items, total } = await this.inbox.listWithText({ ...input, page, limit });
        return { data: items, meta: { page, limit, total } };
      });
      return sendCsv(reply, 'support-inbox', INBOX_CSV_COLUMNS, collected);
    }
    const { items, total } = await this.inbox.list(input);
    return { data: items, meta: { page: input.page, limit: input.limit, total } };
  }

  @Get(':kind/:id')
  async item(@Param('kind') kind: string, @Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<InboxItem>> {
    return { data: await this.inbox.item(inboxKind(kind), id) };
  }

  @Patch(':kind/:id')
  async update(
    @Param('kind') kind: string,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<InboxItem>> {
    const input = parseInput(inboxUpdateSchema, body);
    const updated = await this.inbox.update(inboxKind(kind), id, input, { principal, context });
    return { data: updated };
  }
}
