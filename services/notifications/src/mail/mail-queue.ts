import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RenderedMail } from '../templates/mail-layout';
import { markMailQueued } from './mail-commit-signal';
import { MAIL_SETTINGS, type MailSettings } from './mail-settings';
import type { MailRecipient } from './outgoing-mail';
import { OutgoingEmailsRepository } from './outgoing-emails.repository';

export interface QueuedMail {
  /** The event that caused the message; with `template` it makes the message unique. */
  eventId: string;
  correlationId: string;
  template: string;
  userId: string | null;
  to: MailRecipient;
  content: RenderedMail;
}

/**
 * What event handlers call instead of sending: the message is written in the handler's transaction
 * and the dispatcher delivers it after commit. A handler that rolls back leaves no message behind.
 */
@Injectable()
export class MailQueue {
  constructor(
    private readonly repository: OutgoingEmailsRepository,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  get site(): MailSettings['site'] {
    return this.settings.site;
  }

  /** Answers false when this event already queued this template (nothing is written twice). */
  async enqueue(manager: EntityManager, mail: QueuedMail): Promise<boolean> {
    const inserted = await this.repository.insertPending(manager, {
      eventId: mail.eventId,
      template: mail.template,
      userId: mail.userId,
      to: mail.to,
      content: mail.content,
      correlationId: mail.correlationId,
    });
    if (inserted) markMailQueued(manager);
    return inserted;
  }

  /** Forgets a deleted user's messages, sent or not. */
  async forgetUser(manager: EntityManager, userId: string): Promise<number> {
    return this.repository.deleteByUser(manager, userId);
  }
}
