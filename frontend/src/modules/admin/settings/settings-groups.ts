import {
  accountSettingsSchema,
  documentSettingsSchema,
  moneySettingsSchema,
  type SettingsGroupName,
} from '@studyhub/contracts';
import type { z } from 'zod';

/** One whole-number setting of a group's form. */
export interface NumberSettingsField {
  kind: 'number';
  key: string;
  label: string;
  /** Shown after each value: `%`, `days`, `points`. */
  unit: string;
  hint: string;
  min: number;
  max: number;
}

/** One on/off switch of a group's form, with the words for each state. */
export interface SwitchSettingsField {
  kind: 'switch';
  key: string;
  label: string;
  hint: string;
  onLabel: string;
  offLabel: string;
}

export type SettingsField = NumberSettingsField | SwitchSettingsField;

/** A settings group as the back office shows it: its page, what it governs and its fields. */
export interface SettingsGroupPage {
  group: SettingsGroupName;
  title: string;
  href: string;
  description: string;
  /** What a saved change affects, said above the form. */
  effect: string;
  schema: z.ZodType<Record<string, unknown>>;
  fields: readonly SettingsField[];
}

export const MONEY_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'money',
  title: 'Money',
  href: '/admin/settings/money',
  description: 'The seller’s share of each sale, how long earnings are held and the smallest withdrawal.',
  effect:
    'A new share applies to the next sale; sales already made keep theirs. A new hold period applies to earnings from the next sale. A new minimum applies to the next withdrawal request.',
  schema: moneySettingsSchema,
  fields: [
    {
      kind: 'number',
      key: 'seller_share_percent',
      label: 'Seller share',
      unit: '%',
      hint: 'The part of each sale’s points the seller earns, from 0 to 100. The platform keeps the rest.',
      min: 0,
      max: 100,
    },
    {
      kind: 'number',
      key: 'earnings_hold_days',
      label: 'Earnings hold period',
      unit: 'days',
      hint: 'Days before a sale’s earnings can be withdrawn: at least 30 (the refund window), at most 365.',
      min: 30,
      max: 365,
    },
    {
      kind: 'number',
      key: 'withdrawal_minimum_points',
      label: 'Withdrawal minimum',
      unit: 'points',
      hint: 'The smallest withdrawal a seller may request, from 1 to 1,000,000 points.',
      min: 1,
      max: 1_000_000,
    },
  ],
};

export const DOCUMENTS_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'documents',
  title: 'Document previews',
  href: '/admin/settings/documents',
  description: 'The preview page rule: how much of a document visitors see before buying it.',
  effect:
    'The rule applies to documents processed from now on; previews already built keep their pages until the document is uploaded again.',
  schema: documentSettingsSchema,
  fields: [
    {
      kind: 'number',
      key: 'preview_share_percent',
      label: 'Preview share',
      unit: '%',
      hint: 'The part of a document’s pages shown in its preview, from 1 to 100; always at least one page.',
      min: 1,
      max: 100,
    },
    {
      kind: 'number',
      key: 'preview_max_pages',
      label: 'Preview maximum',
      unit: 'pages',
      hint: 'The most pages any preview shows, from 1 to 50, however long the document.',
      min: 1,
      max: 50,
    },
  ],
};

export const FEATURES_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'accounts',
  title: 'Features',
  href: '/admin/settings/features',
  description: 'Switch features on or off for everyone: registration of new accounts.',
  effect:
    'A switch applies at once. While registration is closed, the register page says so and no new account can be created (also not by a first Google sign-in); existing accounts still sign in.',
  schema: accountSettingsSchema,
  fields: [
    {
      kind: 'switch',
      key: 'registration_open',
      label: 'Registration',
      hint: 'Whether visitors can create new accounts.',
      onLabel: 'Open',
      offLabel: 'Closed',
    },
  ],
};

/** The groups served by their owning services, in the order the hub lists them. */
export const SETTINGS_GROUP_PAGES: readonly SettingsGroupPage[] = [
  MONEY_SETTINGS_PAGE,
  DOCUMENTS_SETTINGS_PAGE,
  FEATURES_SETTINGS_PAGE,
];

export function settingsGroupPage(group: string): SettingsGroupPage | undefined {
  return SETTINGS_GROUP_PAGES.find((page) => page.group === group);
}
