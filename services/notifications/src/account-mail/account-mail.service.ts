import { Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { CatalogEventData, CatalogEventType, EventEnvelope } from '@studyhub/contracts';
import { MailQueue } from '../mail/mail-queue';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service';
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
  ) {}

  /** Welcome people who signed up themselves; seeded demo accounts get nothing. */
  async onRegistered(manager: EntityManager, event: UserEvent<'user.registered.v1'>, logger: Logger): Promise<void> {
    const { data } = event;
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
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.emailVerification, data, content);
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
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.passwordReset, data, content);
  }

  /** Security notice, while the user's `security-status` preference is on. */
  async onPasswordChanged(
    manager: EntityManager,
    event: UserEvent<'user.password-changed.v1'>,
    logger: Logger,
  ): Promise<void> {
    const { data } = event;
    if (!(await this.preferences.isEnabled(manager, data.userId, 'security-status'))) {
      logger.debug('security-status is off: no password-changed e-mail');
      return;
    }
    const content = renderPasswordChangedEmail(
      { fullName: data.fullName, email: data.email, changedAt: new Date(event.occurredAt), via: data.via },
      this.mail.site,
    );
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.passwordChanged, data, content);
  }

  /** Sign-in alert, while the user's `security-login` preference is on. */
  async onSignedIn(manager: EntityManager, event: UserEvent<'user.signed-in.v1'>, logger: Logger): Promise<void> {
    const { data } = event;
    if (!(await this.preferences.isEnabled(manager, data.userId, 'security-login'))) {
      logger.debug('security-login is off: no sign-in e-mail');
      return;
    }
    const content = renderSignInNoticeEmail(
      {
        fullName: data.fullName,
        email: data.email,
        signedInAt: new Date(event.occurredAt),
        method: data.method,
        ipAddress: data.ipAddress,
        userAgent: data.userAgent,
      },
      this.mail.site,
    );
    await this.queue(manager, event, ACCOUNT_MAIL_TEMPLATES.signInNotice, data, content);
  }

  /** The account is gone: forget its preferences and every message to it. */
  async onDeleted(manager: EntityManager, event: UserEvent<'user.deleted.v1'>, logger: Logger): Promise<void> {
    const preferences = await this.preferences.forget(manager, event.data.userId);
    const emails = await this.mail.forgetUser(manager, event.data.userId);
    logger.info({ user_id: event.data.userId, preferences, emails }, 'forgot a deleted user');
  }

  private async queue(
    manager: EntityManager,
    event: EventEnvelope,
    template: AccountMailTemplate,
    recipient: { userId: string; email: string; fullName: string },
    content: RenderedMail,
  ): Promise<void> {
    await this.mail.enqueue(manager, {
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
