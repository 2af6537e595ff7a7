import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { EditorDocumentsView } from '@/modules/ai-editor/views/editor-documents-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = { title: 'Editor', robots: { index: false } };

export default async function EditorDocumentsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  const q = (readParam(params, 'q') ?? '').trim().slice(0, 200);
  return <EditorDocumentsView page={parsePage(readParam(params, 'page'))} q={q} />;
}
