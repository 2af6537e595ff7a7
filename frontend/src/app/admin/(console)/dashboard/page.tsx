import type { Metadata } from 'next';
import { AdminHomeView } from '@/modules/admin/views/admin-home-view';

export const metadata: Metadata = { title: 'Admin dashboard', robots: { index: false } };

export default function AdminDashboardPage() {
  return <AdminHomeView title="Admin dashboard" />;
}
