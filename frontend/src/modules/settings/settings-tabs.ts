/** Spec section 2: the settings page's tabs, in order. */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'billing', label: 'Billing' },
  { id: 'security', label: 'Security' },
  { id: 'notifications', label: 'Notifications' },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

export function parseSettingsTab(value: string | null | undefined): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}

/** The tab reached with the arrow, Home and End keys from `current` (tabs pattern, wrapping). */
export function tabAfterKey(current: SettingsTabId, key: string): SettingsTabId | null {
  const index = SETTINGS_TABS.findIndex((tab) => tab.id === current);
  const last = SETTINGS_TABS.length - 1;
  const next =
    key === 'ArrowRight'
      ? (index + 1) % SETTINGS_TABS.length
      : key === 'ArrowLeft'
        ? (index - 1 + SETTINGS_TABS.length) % SETTINGS_TABS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return next === null ? null : (SETTINGS_TABS[next]?.id ?? null);
}

export const SETTINGS_TEXT = {
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  avatarUpdated: 'Profile picture updated successfully',
  avatarUpdateFailed: 'Failed to update profile picture',
  profileLoadFailed: 'Failed to load profile',
  lookupsLoadFailed: 'Failed to load universities and courses',
  countriesLoadFailed: 'Failed to load countries',
  billingLoadFailed: 'Failed to load billing address',
  billingUpdated: 'Billing address updated successfully',
  billingUpdateFailed: 'Failed to update billing address',
  twoFactorUpdated: '2FA settings updated',
  notificationsUpdated: 'Notification settings updated',
  notificationsUpdateFailed: 'Failed to update notification settings',
} as const;
