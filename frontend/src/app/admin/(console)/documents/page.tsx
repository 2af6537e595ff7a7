import type { Metadata } from 'next';
import { ModerationQueueView } from '@/modules/admin/documents/moderation-queue-view';
import { parseQueueFilters } from '@/modules/admin/documents/queue-filters';

export const metadata: Metadata = { title: 'Documents', robots: { index: false } };

export default async function AdminDocumentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ModerationQueueView filters={parseQueueFilters(await searchParams)} />;
}
