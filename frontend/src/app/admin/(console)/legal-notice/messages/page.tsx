import type { Metadata } from 'next';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@studyhub/contracts';
import { InboxView } from '@/modules/admin/legal-notice/inbox-view';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return value && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const page = Number(firstParam(query, 'page'));
  return (
    <InboxView
      filters={{
        kind: oneOf<InboxKind>(INBOX_KINDS, firstParam(query, 'kind')),
        status: oneOf<InboxStatus>(INBOX_STATUSES, firstParam(query, 'status')),
        page: Number.isInteger(page) && page > 0 ? page : 1,
      }}
    />
  );
}
