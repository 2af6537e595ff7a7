import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { InboxItem, InboxItemSummary, InboxKind, InboxQuery, InboxUpdate } from '@studyhub/contracts';
import { AdminAudit, defineErrors, type AdminActor } from '@studyhub/platform';
import { InboxRepository, type InboxDetailRow, type InboxRow } from './inbox.repository';

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

function toItem(row: InboxDetailRow): InboxItem {
  return {
    ...toSummary(row),
    message: row.message,
    details: row.details,
    internal_note: row.internalNote,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the support team answers: contact messages, complaints and takedown notices in one list. */
@Injectable()
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: InboxRepository,
    private readonly audit: AdminAudit,
  ) {}

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
    return toItem(row);
  }

  /** A new status or internal note, recorded in the audit trail with the message before and after. */
  async update(kind: InboxKind, id: string, update: InboxUpdate, actor: AdminActor): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.repository.item(kind, id, manager, { forUpdate: true });
      if (!before) throw InboxErrors.INBOX_ITEM_NOT_FOUND();
      await this.repository.update(kind, id, update, manager);
      const after = toItem((await this.repository.item(kind, id, manager))!);
      const changes = [
        update.status !== undefined && update.status !== before.status
          ? `status ${after.status.replace('_', ' ')}`
          : null,
        update.internal_note !== undefined && update.internal_note !== before.internalNote ? 'internal note' : null,
      ].filter((change) => change !== null);
      await this.audit.recordFor(manager, actor, {
        action: 'inbox-item.updated',
        targetType: `inbox-${kind}`,
        targetId: id,
        summary: `Updated ${changes.length > 0 ? changes.join(' and ') : 'nothing'} of “${before.subject}” from ${before.email}`,
        before: toItem(before),
        after,
      });
      return after;
    });
  }
}
