import type { Metadata } from 'next';
import { parseInboxFilters } from '@/modules/admin/legal-notice/inbox-filters';
import { InboxView } from '@/modules/admin/legal-notice/inbox-view';
import type { SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <InboxView filters={parseInboxFilters(await searchParams)} />;
}
