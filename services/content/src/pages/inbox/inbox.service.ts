import { Injectable } from '@nestjs/common';
import type { InboxItem, InboxItemSummary, InboxKind, InboxQuery, InboxUpdate } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';
import { InboxRepository, type InboxRow } from './inbox.repository';

export const InboxErrors = defineErrors({
  INBOX_ITEM_NOT_FOUND: { status: 'NOT_FOUND', message: 'This message does not exist.' },
});

/** An inbox message as exported: its summary, text and note (not the kind's own fields). */
export type InboxExportItem = Omit<InboxItem, 'details'>;

function toSummary(row: InboxRow): InboxItemSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the support team answers: contact messages, complaints and takedown notices in one list. */
@Injectable()
export class InboxService {
  constructor(private readonly repository: InboxRepository) {}

  async list(query: InboxQuery): Promise<{ items: InboxItemSummary[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { items: rows.map(toSummary), total };
  }

  /** A page of the list with each message's text and internal note, for the CSV export. */
  async listWithText(query: InboxQuery): Promise<{ items: InboxExportItem[]; total: number }> {
    const { rows, total } = await this.repository.list(query, true);
    return {
      items: rows.map((row) => ({
        ...toSummary(row),
        message: row.message ?? '',
        internal_note: row.internalNote ?? '',
        updated_at: (row.updatedAt ?? row.createdAt).toISOString(),
      })),
      total,
    };
  }

  async item(kind: InboxKind, id: string): Promise<InboxItem> {
    const row = await this.repository.item(kind, id);
    if (!row) throw InboxErrors.INBOX_ITEM_NOT_FOUND();
    return {
      ...toSummary(row),
      message: row.message,
      details: row.details,
      internal_note: row.internalNote,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async update(kind: InboxKind, id: string, update: InboxUpdate): Promise<InboxItem> {
    if (!(await this.repository.update(kind, id, update))) throw InboxErrors.INBOX_ITEM_NOT_FOUND();
    return this.item(kind, id);
  }
}
