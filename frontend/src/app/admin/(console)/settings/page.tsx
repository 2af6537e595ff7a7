import type { Metadata } from 'next';
import { AdminSettingsView } from '@/modules/admin/views/admin-settings-view';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export default function AdminSettingsPage() {
  return <AdminSettingsView />;
}
