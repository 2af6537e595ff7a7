import type { Metadata } from 'next';
import { HelpFaqAdminView } from '@/modules/admin/legal-notice/help-faq-admin-view';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Help FAQ', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function AdminHelpFaqPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const entry = firstParam(await searchParams, 'entry');
  return <HelpFaqAdminView entryId={entry && UUID.test(entry) ? entry : null} />;
}
