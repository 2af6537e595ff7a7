import { Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { CatalogEventData, CatalogEventType, EventEnvelope } from '@studyhub/contracts';
import { MailQueue } from '../mail/mail-queue';
import { NoticeService, type NoticeContext } from '../notices/notice.service';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service';
import { describeDevice, deviceFingerprint } from '../recipients/device-fingerprint';
import { ReadCopiesRepository } from '../recipients/read-copies.repository';
import { renderEmailVerificationEmail } from '../templates/email-verification.template';
import type { RenderedMail } from '../templates/mail-layout';
import { renderPasswordChangedEmail } from '../templates/password-changed.template';
import { renderPasswordResetEmail } from '../templates/password-reset.template';
import { renderSignInNoticeEmail } from '../templates/sign-in-notice.template';
import { renderWelcomeEmail } from '../templates/welcome.template';

type UserEvent<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;

/** Names stored with each queued message; with the event id they make it unique. */
export const ACCOUNT_MAIL_TEMPLATES = {
  welcome: 'welcome',
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  passwordChanged: 'password-changed',
  signInNotice: 'sign-in-notice',
} as const;
type AccountMailTemplate = (typeof ACCOUNT_MAIL_TEMPLATES)[keyof typeof ACCOUNT_MAIL_TEMPLATES];

/**
 * Decides which account e-mails to queue for auth's user events. Runs inside the inbox transaction
 * of each event and touches the database only through the given manager.
 */
@Injectable()
export class AccountMailService {
  constructor(
    private readonly mail: MailQueue,
    private readonly preferences: NotificationPreferencesService,
    private readonly notices: NoticeService,
    private readonly notifications: NotificationsRepository,
    private readonly readCopies: ReadCopiesRepository,
  ) {}

  /**
   * Keeps the address and name other notifications are sent to; welcomes people who signed up
   * themselves (seeded demo accounts get no welcome).
   */
  async onRegistered(manager: EntityManager, event: UserEvent<'user.registered.v1'>, logger: Logger): Promise<void> {
    const { data } = event;
    await this.readCopies.saveRecipient(manager, data);
    if (data.method === 'seed') {
      logger.debug('seeded account: no welcome e-mail');
      return;
    }
    const content = renderWelcomeEmail(
      { fullName: data.fullName, email: data.email, method: data.method },
      this.mail.site,
    );
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.welcome, data, content);
  }

  /** Always sent (the account cannot be confirmed otherwise), unless the link expired while queued. */
  async onEmailVerificationRequested(
    manager: EntityManager,
    event: UserEvent<'user.email-verification-requested.v1'>,
    logger: Logger,
  ): Promise<void> {
    const { data } = event;
    const expiresAt = new Date(data.expiresAt);
    if (hasExpired(expiresAt, logger)) return;
    const content = renderEmailVerificationEmail(
      {
        fullName: data.fullName,
        email: data.email,
        token: data.token,
        requestedAt: new Date(event.occurredAt),
        expiresAt,
      },
      this.mail.site,
    );
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.emailVerification, data, content, { keepBodies: false });
  }

  /** Always sent, unless the link expired while queued. */
  async onPasswordResetRequested(
    manager: EntityManager,
    event: UserEvent<'user.password-reset-requested.v1'>,
    logger: Logger,
  ): Promise<void> {
    const { data } = event;
    const expiresAt = new Date(data.expiresAt);
    if (hasExpired(expiresAt, logger)) return;
    const content = renderPasswordResetEmail(
      {
        fullName: data.fullName,
        email: data.email,
        token: data.token,
        requestedAt: new Date(event.occurredAt),
        expiresAt,
      },
      this.mail.site,
    );
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.passwordReset, data, content, { keepBodies: false });
  }

  /** Security notice in the bell and by e-mail, while the user's `security-status` preference is on. */
  async onPasswordChanged(event: UserEvent<'user.password-changed.v1'>, context: NoticeContext): Promise<void> {
    const { data } = event;
    const { manager } = context;
    await this.readCopies.saveRecipient(manager, data);
    await this.notices.deliver(
      event,
      {
        kind: 'password-changed',
        userId: data.userId,
        data: { via: data.via },
        recipient: data,
        mailTemplate: ACCOUNT_MAIL_TEMPLATES.passwordChanged,
        renderMail: (recipient, site, unsubscribe) =>
          renderPasswordChangedEmail(
            {
              fullName: recipient.fullName,
              email: recipient.email,
              changedAt: new Date(event.occurredAt),
              via: data.via,
            },
            site,
            unsubscribe,
          ),
      },
      context,
    );
  }

  /**
   * A sign-in from a device the user never signed in from before: an alert in the bell and by
   * e-mail while `security-login` is on. The device is remembered either way, so turning the
   * preference on later does not flood the user with devices already seen.
   */
  async onSignedIn(event: UserEvent<'user.signed-in.v1'>, context: NoticeContext): Promise<void> {
    const { data } = event;
    const { manager, logger } = context;
    await this.readCopies.saveRecipient(manager, data);
    const isNewDevice = await this.readCopies.rememberDevice(manager, data.userId, deviceFingerprint(data.userAgent));
    if (!isNewDevice) {
      logger.debug('sign-in from a known device: no alert');
      return;
    }
    await this.notices.deliver(
      event,
      {
        kind: 'sign-in-new-device',
        userId: data.userId,
        data: { device: describeDevice(data.userAgent), ipAddress: data.ipAddress, method: data.method },
        recipient: data,
        mailTemplate: ACCOUNT_MAIL_TEMPLATES.signInNotice,
        renderMail: (recipient, site, unsubscribe) =>
          renderSignInNoticeEmail(
            {
              fullName: recipient.fullName,
              email: recipient.email,
              signedInAt: new Date(event.occurredAt),
              method: data.method,
              ipAddress: data.ipAddress,
              userAgent: data.userAgent,
            },
            site,
            unsubscribe,
          ),
      },
      context,
    );
  }

  /** A new name for the e-mails' greeting. */
  async onProfileUpdated(manager: EntityManager, event: UserEvent<'user.profile-updated.v1'>): Promise<void> {
    await this.readCopies.renameRecipient(manager, event.data.userId, event.data.fullName);
  }

  /** The account is gone: forget its preferences, notifications, address, devices and every message to it. */
  async onDeleted(manager: EntityManager, event: UserEvent<'user.deleted.v1'>, logger: Logger): Promise<void> {
    const { userId } = event.data;
    const preferences = await this.preferences.forget(manager, userId);
    const emails = await this.mail.forgetUser(manager, userId);
    const notifications = await this.notifications.deleteByUser(manager, userId);
    await this.readCopies.forgetUser(manager, userId);
    logger.info({ user_id: userId, preferences, emails, notifications }, 'forgot a deleted user');
  }

  private async queue(
    manager: EntityManager,
    event: EventEnvelope,
    template: AccountMailTemplate,
    recipient: { userId: string; email: string; fullName: string },
    content: RenderedMail,
    options: { keepBodies?: boolean } = {},
  ): Promise<void> {
    await this.mail.enqueue(manager, {
      keepBodies: options.keepBodies ?? true,
      eventId: event.id,
      correlationId: event.correlationId,
      template,
      userId: recipient.userId,
      to: { name: recipient.fullName, address: recipient.email },
      content,
    });
  }
}

function hasExpired(expiresAt: Date, logger: Logger): boolean {
  if (expiresAt.getTime() > Date.now()) return false;
  logger.warn({ expires_at: expiresAt.toISOString() }, 'the link expired before its e-mail was queued; not sending it');
  return true;
}
