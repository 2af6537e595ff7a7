import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminReportDetailView } from '@/modules/admin/reports/report-detail-view';

export const metadata: Metadata = { title: 'Report', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return <AdminReportDetailView id={id} />;
}
