import type { Metadata } from 'next';
import { NewEditorDocumentView } from '@/modules/ai-editor/views/new-editor-document-view';

export const metadata: Metadata = { title: 'New document', robots: { index: false } };

export default function NewEditorDocumentPage() {
  return <NewEditorDocumentView />;
}
