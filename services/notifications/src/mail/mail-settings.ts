import path from 'node:path';
import type { NotificationsEnv } from '../notifications.config';
import type { MailSite } from '../templates/mail-site';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface MailSettings {
  site: MailSite;
  from: string;
  /** Replies to a notification reach support, not the no-reply sender. */
  replyTo: string;
  /** Unset: messages are written as files into `fileDirectory`. */
  smtpUrl: string | undefined;
  fileDirectory: string;
  maxAttempts: number;
  retryBaseMs: number;
  /** Signs the one-click unsubscribe links. */
  unsubscribeSecret: string;
}

/** Only for machines without MAIL_UNSUBSCRIBE_SECRET outside production. */
const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'studyhub-development-unsubscribe-secret';

export class MailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailConfigError';
  }
}

function unsubscribeSecretOf(config: NotificationsEnv): string {
  if (config.MAIL_UNSUBSCRIBE_SECRET) return config.MAIL_UNSUBSCRIBE_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new MailConfigError('MAIL_UNSUBSCRIBE_SECRET must be set in production (it signs unsubscribe links)');
  }
  return DEVELOPMENT_UNSUBSCRIBE_SECRET;
}

export function mailSettingsFrom(config: NotificationsEnv): MailSettings {
  return {
    site: { name: 'Studyhub', publicUrl: config.PUBLIC_URL, supportEmail: config.SUPPORT_EMAIL },
    from: config.MAIL_FROM,
    replyTo: config.SUPPORT_EMAIL,
    smtpUrl: config.SMTP_URL,
    fileDirectory: path.join(config.DATA_DIR, 'mail'),
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    unsubscribeSecret: unsubscribeSecretOf(config),
  };
}
