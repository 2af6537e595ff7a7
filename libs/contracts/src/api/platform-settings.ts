import { z } from 'zod';

/**
 * Platform settings (ADR 0032): each group lives in the service that applies it, is changed through
 * `PUT /admin/settings/<group>` with the version the admin read, and keeps an append-only history.
 */
export const SETTINGS_GROUPS = ['money', 'documents', 'accounts'] as const;
export type SettingsGroupName = (typeof SETTINGS_GROUPS)[number];

/** A seller's earnings may never be released before a refund is no longer possible (ADR 0014). */
export const SETTINGS_REFUND_WINDOW_DAYS = 30;

const wholeNumber = (message: string) => z.number({ message }).int(message);

/** points-ledger: how a sale is split and when sellers may withdraw. */
export const moneySettingsSchema = z.strictObject({
  seller_share_percent: wholeNumber('Enter a whole percentage from 0 to 100.')
    .min(0, 'Enter a whole percentage from 0 to 100.')
    .max(100, 'Enter a whole percentage from 0 to 100.'),
  earnings_hold_days: wholeNumber('Enter a whole number of days.')
    .min(
      SETTINGS_REFUND_WINDOW_DAYS,
      `The hold period must be at least ${SETTINGS_REFUND_WINDOW_DAYS} days, the refund window.`,
    )
    .max(365, 'The hold period can be at most 365 days.'),
  withdrawal_minimum_points: wholeNumber('Enter a whole number of points.')
    .min(1, 'The withdrawal minimum must be at least 1 point.')
    .max(1_000_000, 'The withdrawal minimum can be at most 1,000,000 points.'),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** document-processing: how much of a document non-buyers may preview. */
export const documentSettingsSchema = z.strictObject({
  preview_max_pages: wholeNumber('Enter a whole number of pages.')
    .min(1, 'The preview must show at least 1 page.')
    .max(50, 'The preview can show at most 50 pages.'),
  preview_share_percent: wholeNumber('Enter a whole percentage from 1 to 100.')
    .min(1, 'Enter a whole percentage from 1 to 100.')
    .max(100, 'Enter a whole percentage from 1 to 100.'),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

/** auth: feature switches of accounts. */
export const accountSettingsSchema = z.strictObject({
  registration_open: z.boolean({ message: 'Choose whether new accounts can be created.' }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** `GET /auth/registration`: whether the register page takes new accounts (public). */
export interface RegistrationStatus {
  open: boolean;
}

export const REGISTRATION_CLOSED_MESSAGE =
  'New accounts cannot be created right now. Please try again later; existing accounts can still sign in.';

export const SETTINGS_NOTE_MAX_LENGTH = 500;

/** `PUT /admin/settings/<group>`: the whole group, the version it was read at and why it changes. */
export function settingsUpdateSchemaOf<TValue extends z.ZodType>(value: TValue) {
  return z.strictObject({
    version: z.number({ message: 'The version you read is required.' }).int().min(0),
    value,
    note: z
      .string()
      .trim()
      .max(SETTINGS_NOTE_MAX_LENGTH, `Keep the note under ${SETTINGS_NOTE_MAX_LENGTH} characters.`)
      .optional(),
  });
}

/** A group as it stands: version 0 means no admin has saved it yet and the defaults apply. */
export interface SettingsSnapshot<TValue> {
  group: SettingsGroupName;
  version: number;
  value: TValue;
  /** The values in force before any admin change (from the environment). */
  defaults: TValue;
  updated_at: string | null;
  updated_by: string | null;
}

/** One saved change: who, when, before and after. */
export interface SettingsHistoryEntry<TValue> {
  version: number;
  changed_by: string;
  changed_by_email: string | null;
  changed_at: string;
  before: TValue;
  after: TValue;
  note: string | null;
}

export const settingsHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SettingsHistoryQuery = z.infer<typeof settingsHistoryQuerySchema>;

export const SETTINGS_MESSAGES = {
  staleVersion:
    'These settings were changed by someone else since you opened them. Reload to see the current values, then make your change again.',
} as const;
