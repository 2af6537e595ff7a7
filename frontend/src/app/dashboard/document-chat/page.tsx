import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { DocumentChatDashboardView } from '@/modules/document-chat/views/document-chat-dashboard-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = { title: 'Document Chat', robots: { index: false } };

export default async function DocumentChatDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  return <DocumentChatDashboardView page={parsePage(readParam(params, 'page'))} />;
}
