import type { Metadata } from 'next';
import { AuditLogView } from '@/modules/admin/audit-log/audit-log-view';

export const metadata: Metadata = { title: 'Audit trail', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AuditLogView query={await searchParams} />;
}
