import { z } from 'zod';
import { httpUrlSchema, positiveIntSchema, type ServiceEnv } from '@studyhub/platform';

const smtpUrlSchema = z
  .url({ message: 'expected an SMTP URL such as smtp://user:pass@host:587' })
  .refine((value) => /^smtps?:\/\//.test(value), { message: 'expected a URL starting with smtp:// or smtps://' });

/** `Name <address>` or a bare address: what the From header carries. */
const mailboxSchema = z
  .string()
  .trim()
  .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
    message: 'expected an address such as "Studyhub <no-reply@example.com>"',
  });

/** The notifications service's own variables (the shared ones come from the platform). */
export const notificationsEnvShape = {
  /** The browser-facing origin; links in e-mails start with it. */
  PUBLIC_URL: httpUrlSchema.default('http://localhost:3000'),
  SUPPORT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('support@studyhub.com'),
  /** Unset: every message is written as an .eml file under <DATA_DIR>/mail/ instead of being sent. */
  SMTP_URL: smtpUrlSchema.optional(),
  MAIL_FROM: mailboxSchema.default('Studyhub <no-reply@studyhub.local>'),
  /** Attempts per message before it is marked failed. */
  MAIL_MAX_ATTEMPTS: positiveIntSchema.max(50).default(8),
  /** Backoff before a failed attempt is retried: doubled per attempt, capped at one hour. */
  MAIL_RETRY_BASE_MS: positiveIntSchema.default(30_000),
  /**
   * Signs the one-click unsubscribe links in e-mails. Empty: a development secret, refused when
   * NODE_ENV=production (anyone knowing it could turn off another user's notifications).
   */
  MAIL_UNSUBSCRIBE_SECRET: z.string().optional(),
};

export type NotificationsEnv = ServiceEnv & z.infer<z.ZodObject<typeof notificationsEnvShape>>;
