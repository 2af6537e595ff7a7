import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditEntryView } from '@/modules/admin/audit-log/audit-entry-view';

export const metadata: Metadata = { title: 'Audit entry', robots: { index: false } };

const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!ENTRY_ID.test(id)) notFound();
  return <AuditEntryView entryId={id.toLowerCase()} />;
}
