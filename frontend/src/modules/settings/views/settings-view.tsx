import { SettingsTabs } from '../components/settings-tabs';
import type { SettingsTabId } from '../settings-tabs';

/** /dashboard/settings: Profile, Billing, Security and Notifications. */
export function SettingsView({ initialTab }: { initialTab: SettingsTabId }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Settings</h1>
      <p className="mt-2 text-muted">Manage your profile, billing address, security and notifications.</p>
      <div className="mt-8">
        <SettingsTabs initialTab={initialTab} />
      </div>
    </div>
  );
}
