import type { Metadata } from 'next';
import { DashboardView } from '@/modules/admin/overview/views/dashboard-view';

export const metadata: Metadata = { title: 'Admin dashboard', robots: { index: false } };

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <DashboardView query={await searchParams} />;
}
