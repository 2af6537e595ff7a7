import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';
import type { NotificationPreferenceId } from './notification-preferences';

/** What a notification is about; each kind belongs to one preference (or to none, see below). */
export const NOTIFICATION_KINDS = [
  'order-completed',
  'order-refunded',
  'document-sold',
  'document-approved',
  'document-rejected',
  'document-soft-rejected',
  'document-price-changed',
  'withdrawal-requested',
  'withdrawal-approved',
  'withdrawal-paid',
  'withdrawal-rejected',
  'sign-in-new-device',
  'password-changed',
  'paper-created',
  'scholarship-deadline',
  'document-taken-down',
  'report-answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The preference that decides whether a kind is sent (spec section 3 ids). A scholarship reminder
 * has none: the student asked for it by saving the scholarship, and stops it by removing it. Nor
 * does a take-down of the seller's document or the answer to a report the member sent.
 */
export const PREFERENCE_OF_KIND: Record<NotificationKind, NotificationPreferenceId | null> = {
  'order-completed': 'order-status',
  'order-refunded': 'order-status',
  'document-sold': 'points-access',
  'document-approved': 'document-status',
  'document-rejected': 'document-status',
  'document-soft-rejected': 'document-status',
  'document-price-changed': 'price-status',
  'withdrawal-requested': 'withdrawal-status',
  'withdrawal-approved': 'withdrawal-status',
  'withdrawal-paid': 'withdrawal-status',
  'withdrawal-rejected': 'withdrawal-status',
  'sign-in-new-device': 'security-login',
  'password-changed': 'security-status',
  'paper-created': 'paper_creation',
  'scholarship-deadline': null,
  'document-taken-down': null,
  'report-answered': null,
};

/** How e-mails and the unsubscribe page name each preference (the settings page's words). */
export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceId, string> = {
  'points-access': 'Points and document access',
  'security-login': 'Sign-in alerts',
  paper_creation: 'Papers',
  'order-status': 'Orders',
  'document-status': 'Document reviews',
  'withdrawal-status': 'Withdrawals',
  'price-status': 'Price changes',
  'security-status': 'Account security',
};

/** One in-app notification, as GET /api/notifications lists it. */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  preference_id: NotificationPreferenceId | null;
  title: string;
  body: string;
  /** A path on the site (`/dashboard/...`), or null. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** GET /api/notifications: newest first; `unread` counts all of the caller's unread ones. */
export interface NotificationList {
  data: AppNotification[];
  meta: { page: number; limit: number; total: number; unread: number };
}

export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread_only: z
    .enum(['true', 'false'], { message: 'Must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** POST /api/notifications/read-all */
export interface ReadAllResult {
  updated: number;
  unread: number;
}

/** GET /api/notifications/unsubscribe/info?token=...: what the link would turn off. */
export interface UnsubscribeInfo {
  preference_id: NotificationPreferenceId;
  label: string;
  enabled: boolean;
}

export const unsubscribeTokenQuerySchema = z.object({
  token: z.string().min(1, 'This unsubscribe link is incomplete.').max(512),
});

// ---- admin: /api/admin/emails ----

export const OUTGOING_EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number];

/** The columns the e-mail log may be ordered by. */
export const ADMIN_EMAIL_SORTS = ['created_at', 'recipient', 'template', 'status', 'attempts'] as const;
export const adminEmailListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(OUTGOING_EMAIL_STATUSES, { message: 'Must be pending, sent or failed.' }).optional(),
  template: z.string().trim().max(64).optional(),
  /** Part of the recipient's address or of the subject. */
  q: z.string().trim().max(200).optional(),
  ...adminSortQuery(ADMIN_EMAIL_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});
export type AdminEmailListQuery = z.infer<typeof adminEmailListQuerySchema>;

/** One row of the e-mail log. */
export interface AdminEmailLogEntry {
  id: string;
  template: string;
  user_id: string | null;
  recipient: string;
  recipient_name: string;
  subject: string;
  status: OutgoingEmailStatus;
  attempts: number;
  last_error: string | null;
  /** False once the bodies are gone (single-use links are never kept) or for messages to support. */
  can_resend: boolean;
  resent_from: string | null;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/admin/emails: the log page, with the template names found in the whole log for the filter. */
export interface AdminEmailLog {
  data: AdminEmailLogEntry[];
  meta: { page: number; limit: number; total: number; templates: string[] };
}

/** One template rendered with sample data. */
export interface EmailTemplatePreview {
  template: string;
  description: string;
  subject: string;
  html: string;
  text: string;
}

/** What POST /api/admin/emails/{id}/resend answers: the new message, queued. */
export interface ResendResult {
  id: string;
  status: OutgoingEmailStatus;
}
