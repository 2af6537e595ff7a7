import { accountSettingsSchema, type AccountSettings } from '@studyhub/contracts';
import { defineSettingsGroup, settingsStoreToken, type SettingsStore } from '@studyhub/platform';

/**
 * The accounts settings (feature switches auth enforces): whether new accounts may be created, by
 * the register form or a first Google sign-in. Open until an admin closes it (ADR 0032).
 */
export const accountSettings = defineSettingsGroup({
  name: 'accounts',
  title: 'Features',
  schema: accountSettingsSchema,
  labels: { registration_open: 'registration open' },
  defaultsFrom: (): AccountSettings => ({ registration_open: true }),
});

export const ACCOUNT_SETTINGS = settingsStoreToken(accountSettings);
export type AccountSettingsStore = SettingsStore<AccountSettings>;
