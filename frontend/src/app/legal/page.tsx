import type { Metadata } from 'next';
import { fetchLegalIndex } from '@/modules/legal/server/legal-pages-fetch';
import { LegalIndexView } from '@/modules/legal/views/legal-index-view';

export const metadata: Metadata = {
  title: 'Legal information',
  description:
    'Studyhub terms, privacy and cookie policies, code of honor, community guidelines, notice and takedown, refunds and complaints.',
};

export default async function LegalIndexPage() {
  return <LegalIndexView pages={await fetchLegalIndex()} />;
}
