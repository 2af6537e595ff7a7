import type { Metadata } from 'next';
import { DashboardHelpView } from '@/modules/dashboard/views/dashboard-help-view';

export const metadata: Metadata = { title: 'Help Center', robots: { index: false } };

export default function DashboardHelpPage() {
  return <DashboardHelpView />;
}
