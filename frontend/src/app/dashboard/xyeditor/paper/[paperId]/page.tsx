import type { Metadata } from 'next';
import { EditorDocumentView } from '@/modules/ai-editor/views/editor-document-view';

export const metadata: Metadata = { title: 'Document', robots: { index: false } };

export default async function EditorDocumentPage({ params }: { params: Promise<{ paperId: string }> }) {
  const { paperId } = await params;
  return <EditorDocumentView paperId={paperId} />;
}
