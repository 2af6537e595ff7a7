import { Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import {
  PREFERENCE_OF_KIND,
  type CatalogEventData,
  type EventEnvelope,
  type NotificationKind,
} from '@studyhub/contracts';
import { MailQueue } from '../mail/mail-queue';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service';
import { ReadCopiesRepository, type Recipient } from '../recipients/read-copies.repository';
import type { MailDocument, RenderedMail } from '../templates/mail-layout';
import { greetingFor, renderMail } from '../templates/mail-layout';
import type { MailSite } from '../templates/mail-site';
import { writeNotice, type NoticeData } from '../templates/notice-templates';
import { UnsubscribeService } from '../unsubscribe/unsubscribe.service';

/** The parts of an event handler's context a notice needs: its transaction, outbox and logger. */
export interface NoticeContext {
  manager: EntityManager;
  /** Appends notification.created.v1 in the handler's transaction. */
  publish(type: 'notification.created.v1', data: CatalogEventData<'notification.created.v1'>): Promise<void>;
  logger: Logger;
}

export interface NoticeRequest<K extends NotificationKind> {
  kind: K;
  userId: string;
  data: NoticeData[K];
  /** The address to use when the event carries it (auth's events); otherwise the read copy. */
  recipient?: Recipient;
  /**
   * Renders the e-mail when the kind has a template of its own (sign-in and password notices);
   * otherwise the notice's texts are laid out as the e-mail.
   */
  renderMail?: (recipient: Recipient, site: MailSite, unsubscribe: MailDocument['unsubscribe']) => RenderedMail;
  /** The template name the e-mail is logged under (defaults to the kind). */
  mailTemplate?: string;
}

export interface NoticeOutcome {
  notificationId: string | undefined;
  emailQueued: boolean;
  skipped?: 'preference-off';
}

/**
 * Decides and writes what one event means for one user: an in-app notification (published live
 * through the outbox) and an e-mail, both only while the kind's preference is on. Runs inside the
 * event's inbox transaction; a redelivered event writes nothing twice.
 */
@Injectable()
export class NoticeService {
  constructor(
    private readonly preferences: NotificationPreferencesService,
    private readonly notifications: NotificationsRepository,
    private readonly readCopies: ReadCopiesRepository,
    private readonly mail: MailQueue,
    private readonly unsubscribe: UnsubscribeService,
  ) {}

  async deliver<K extends NotificationKind>(
    event: EventEnvelope,
    request: NoticeRequest<K>,
    context: NoticeContext,
  ): Promise<NoticeOutcome> {
    const { manager, logger } = context;
    const preferenceId = PREFERENCE_OF_KIND[request.kind];
    const log = logger.child({ kind: request.kind, user_id: request.userId });
    if (preferenceId && !(await this.preferences.isEnabled(manager, request.userId, preferenceId))) {
      log.debug({ preference_id: preferenceId }, 'preference off: no notification');
      return { notificationId: undefined, emailQueued: false, skipped: 'preference-off' };
    }

    const site = this.mail.site;
    const content = writeNotice(request.kind, request.data, site);
    const notificationId = await this.notifications.insert(manager, {
      userId: request.userId,
      eventId: event.id,
      kind: request.kind,
      preferenceId,
      ...content.inApp,
    });
    if (notificationId) {
      await context.publish('notification.created.v1', {
        notificationId,
        userId: request.userId,
        preferenceId: preferenceId ?? request.kind,
        title: content.inApp.title,
        body: content.inApp.body,
        link: content.inApp.link,
      });
    }

    const recipient = request.recipient ?? (await this.readCopies.findRecipient(manager, request.userId));
    if (!recipient) {
      log.warn('no address known for this user (no user event seen yet): in-app notification only');
      return { notificationId, emailQueued: false };
    }
    const unsubscribe = preferenceId ? this.unsubscribe.linkFor(request.userId, preferenceId) : undefined;
    const rendered = request.renderMail
      ? request.renderMail(recipient, site, unsubscribe)
      : renderMail(
          {
            ...content.mail,
            greeting: greetingFor(recipient.fullName),
            ...(unsubscribe ? { unsubscribe } : {}),
          },
          site,
        );
    const emailId = await this.mail.enqueue(manager, {
      eventId: event.id,
      correlationId: event.correlationId,
      template: request.mailTemplate ?? request.kind,
      userId: request.userId,
      to: { name: recipient.fullName, address: recipient.email },
      content: rendered,
      listUnsubscribeUrl: unsubscribe?.url ?? null,
    });
    return { notificationId, emailQueued: emailId !== undefined };
  }
}
