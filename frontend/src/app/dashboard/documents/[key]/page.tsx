import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { readerLinkOf } from '@/modules/reader/reader-link';
import { OwnedDocumentView } from '@/modules/reader/views/owned-document-view';

export const metadata: Metadata = { title: 'Document', robots: { index: false } };

export default async function OwnedDocumentPage({
  params,
  searchParams,
}: {
  params: Promise<{ key: string }>;
  searchParams: PageSearchParams;
}) {
  const { key } = await params;
  const query = await searchParams;
  const link = readerLinkOf(readParam(query, 'page'), readParam(query, 'highlight'));
  return <OwnedDocumentView documentKey={key} {...link} />;
}
