import type { Metadata } from 'next';
import { SettingsHubView } from '@/modules/admin/settings/settings-hub-view';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export default function AdminSettingsPage() {
  return <SettingsHubView />;
}
