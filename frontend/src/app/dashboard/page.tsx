import type { Metadata } from 'next';
import { DashboardHomeView } from '@/modules/dashboard/views/dashboard-home-view';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } };

export default function DashboardPage() {
  return <DashboardHomeView />;
}
