import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminEmailListQuery, AdminEmailLog, EmailTemplatePreview, ResendResult } from '@studyhub/contracts';
import { AdminAudit, AppError, type AdminActor } from '@studyhub/platform';
import { MailQueue } from '../mail/mail-queue';
import { AdminEmailsRepository } from './admin-emails.repository';
import { renderTemplatePreviews } from './template-previews';

export const NOT_RESENDABLE =
  'This e-mail cannot be resent: it held a single-use link (the user can ask for a new one), or it is still being delivered.';

/** The admin console's e-mail log: list, previews of every template, resend. */
@Injectable()
export class AdminEmailsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminEmailsRepository,
    private readonly mail: MailQueue,
    private readonly audit: AdminAudit,
  ) {}

  async list(filter: AdminEmailListQuery): Promise<AdminEmailLog> {
    const { items, total } = await this.repository.page(this.dataSource.manager, filter);
    const templates = await this.repository.templatesInLog(this.dataSource.manager);
    return { data: items, meta: { page: filter.page, limit: filter.limit, total, templates } };
  }

  previews(): EmailTemplatePreview[] {
    return renderTemplatePreviews(this.mail.site);
  }

  /** Queues a copy of a delivered or failed message (same recipient, subject and bodies) as a new log row. */
  async resend(id: string, actor: AdminActor): Promise<ResendResult> {
    return this.dataSource.transaction(async (manager) => {
      const original = await this.repository.find(manager, id);
      if (!original) throw AppError.of('NOT_FOUND', 'E-mail not found.');
      if (original.status === 'pending' || original.html === null || original.text === null) {
        throw AppError.of('CONFLICT', NOT_RESENDABLE);
      }
      const copyId = await this.mail.enqueue(manager, {
        eventId: randomUUID(),
        correlationId: original.correlationId ?? `resend-${original.id}`,
        template: original.template,
        userId: original.userId,
        to: { name: original.recipientName, address: original.recipient },
        content: { subject: original.subject, html: original.html, text: original.text },
        listUnsubscribeUrl: original.listUnsubscribeUrl,
        keepBodies: true,
        resentFrom: original.id,
      });
      // A fresh event id never collides, so the copy is always written.
      if (!copyId) throw new Error('the resent copy was not queued');
      // The trail names the message, never its bodies or its signed unsubscribe link.
      const message = {
        template: original.template,
        recipient: original.recipient,
        subject: original.subject,
        user_id: original.userId,
      };
      await this.audit.recordFor(manager, actor, {
        action: 'email.resent',
        targetType: 'email',
        targetId: original.id,
        summary: `Resent “${original.subject}” to ${original.recipient}`,
        before: { id: original.id, status: original.status, ...message },
        after: { id: copyId, status: 'pending', resent_from: original.id, ...message },
      });
      return { id: copyId, status: 'pending' };
    });
  }
}
