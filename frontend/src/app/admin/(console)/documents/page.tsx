import type { Metadata } from 'next';
import { ModerationQueueView, parseQueueStatus } from '@/modules/admin/documents/moderation-queue-view';

export const metadata: Metadata = { title: 'Documents', robots: { index: false } };

export default async function AdminDocumentsPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const query = await searchParams;
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  return <ModerationQueueView status={parseQueueStatus(query.status)} page={page} />;
}
