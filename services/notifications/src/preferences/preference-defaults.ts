import {
  NOTIFICATION_PREFERENCE_IDS,
  type NotificationPreference,
  type NotificationPreferenceId,
} from '@studyhub/contracts';

/** Spec section 3: every notification preference is enabled until the user turns it off. */
export const PREFERENCE_ENABLED_BY_DEFAULT = true;

export interface StoredPreference {
  preferenceId: string;
  enabled: boolean;
}

/** Whether a preference is on, given the user's stored row for it, if any. */
export function isPreferenceOn(stored: boolean | undefined | null): boolean {
  return stored ?? PREFERENCE_ENABLED_BY_DEFAULT;
}

/**
 * The full list in the spec's order: stored choices where there are rows, defaults for ids without
 * one, and nothing for ids the spec no longer lists.
 */
export function preferenceListOf(stored: readonly StoredPreference[]): NotificationPreference[] {
  const byId = new Map(stored.map((row) => [row.preferenceId, row.enabled]));
  return NOTIFICATION_PREFERENCE_IDS.map((id: NotificationPreferenceId) => ({
    preference_id: id,
    enabled: isPreferenceOn(byId.get(id)),
  }));
}
