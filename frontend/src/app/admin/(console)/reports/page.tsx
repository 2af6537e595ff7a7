import type { Metadata } from 'next';
import { AdminReportsView } from '@/modules/admin/reports/reports-view';

export const metadata: Metadata = { title: 'Reports', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminReportsView query={await searchParams} />;
}
