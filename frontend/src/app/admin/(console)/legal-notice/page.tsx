import type { Metadata } from 'next';
import { LegalNoticeView } from '@/modules/admin/legal-notice/legal-notice-view';

export const metadata: Metadata = { title: 'Legal notice', robots: { index: false } };

export default function AdminLegalNoticePage() {
  return <LegalNoticeView />;
}
