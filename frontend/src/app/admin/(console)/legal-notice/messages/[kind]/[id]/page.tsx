import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { INBOX_KINDS, type InboxKind } from '@studyhub/contracts';
import { InboxItemView } from '@/modules/admin/legal-notice/inbox-item-view';

export const metadata: Metadata = { title: 'Message', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function AdminMessagePage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!(INBOX_KINDS as readonly string[]).includes(kind) || !UUID.test(id)) notFound();
  return <InboxItemView kind={kind as InboxKind} id={id} />;
}
