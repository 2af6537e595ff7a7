import { NOTIFICATION_PREFERENCE_IDS, type NotificationPreferenceId } from '@studyhub/contracts';

export interface PreferenceSetting {
  preference_id: NotificationPreferenceId;
  enabled: boolean;
}

/** What each notification preference covers, in the words shown on the settings page. */
export const PREFERENCE_LABELS: Record<NotificationPreferenceId, { label: string; description: string }> = {
  'points-access': {
    label: 'Points and document access',
    description: 'When a student spends points on one of your documents.',
  },
  'security-login': {
    label: 'Sign-in alerts',
    description: 'When someone signs in to your account from a new device.',
  },
  paper_creation: {
    label: 'Papers',
    description: 'When a paper you create in the AI Writer or the editor is saved.',
  },
  'order-status': {
    label: 'Orders',
    description: 'When an order you placed or received changes status.',
  },
  'document-status': {
    label: 'Document reviews',
    description: 'When a document you uploaded is approved, rejected or sent back for changes.',
  },
  'withdrawal-status': {
    label: 'Withdrawals',
    description: 'When a payout you requested is approved, rejected or paid.',
  },
  'price-status': {
    label: 'Price changes',
    description: 'When the price of a document you sell changes.',
  },
  'security-status': {
    label: 'Account security',
    description: 'When your password or other security settings change.',
  },
};

function isPreferenceId(value: unknown): value is NotificationPreferenceId {
  return typeof value === 'string' && (NOTIFICATION_PREFERENCE_IDS as readonly string[]).includes(value);
}

/** Reads the list in the catalogue's order; unknown ids are skipped. */
export function readNotificationPreferences(data: unknown): PreferenceSetting[] | null {
  if (!Array.isArray(data)) return null;
  const byId = new Map<NotificationPreferenceId, boolean>();
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { preference_id: id, enabled } = entry as { preference_id?: unknown; enabled?: unknown };
    if (isPreferenceId(id) && typeof enabled === 'boolean') byId.set(id, enabled);
  }
  return NOTIFICATION_PREFERENCE_IDS.filter((id) => byId.has(id)).map((id) => ({
    preference_id: id,
    enabled: byId.get(id) ?? true,
  }));
}

export function withPreference(
  settings: readonly PreferenceSetting[],
  changed: PreferenceSetting,
): PreferenceSetting[] {
  return settings.map((setting) => (setting.preference_id === changed.preference_id ? changed : setting));
}
