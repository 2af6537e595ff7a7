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
  /** Set for messages a preference controls: the List-Unsubscribe target (RFC 8058). */
  listUnsubscribeUrl?: string | null;
  /**
   * False for messages with single-use links (verification, reset): their bodies are emptied once
   * delivered and they cannot be resent. Other messages keep their bodies for the e-mail log.
   */
  keepBodies?: boolean;
  /** The message this one re-sends (an admin's resend from the e-mail log). */
  resentFrom?: string;
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

  /** Answers the new message's id, or undefined when this event already queued this template for this user. */
  async enqueue(manager: EntityManager, mail: QueuedMail): Promise<string | undefined> {
    const inserted = await this.repository.insertPending(manager, {
      eventId: mail.eventId,
      template: mail.template,
      userId: mail.userId,
      to: mail.to,
      content: mail.content,
      correlationId: mail.correlationId,
      listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
      keepBodies: mail.keepBodies ?? true,
      resentFrom: mail.resentFrom ?? null,
    });
    if (inserted) markMailQueued(manager);
    return inserted;
  }

  /** Forgets a deleted user's messages, sent or not. */
  async forgetUser(manager: EntityManager, userId: string): Promise<number> {
    return this.repository.deleteByUser(manager, userId);
  }
}
