import type { Metadata } from 'next';
import { AdminHomeView } from '@/modules/admin/views/admin-home-view';

export const metadata: Metadata = { title: 'Admin overview', robots: { index: false } };

export default function AdminOverviewPage() {
  return <AdminHomeView title="Admin overview" />;
}
