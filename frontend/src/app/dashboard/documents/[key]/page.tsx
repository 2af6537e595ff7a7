import type { Metadata } from 'next';
import { OwnedDocumentView } from '@/modules/reader/views/owned-document-view';

export const metadata: Metadata = { title: 'Document', robots: { index: false } };

export default async function OwnedDocumentPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return <OwnedDocumentView documentKey={key} />;
}
