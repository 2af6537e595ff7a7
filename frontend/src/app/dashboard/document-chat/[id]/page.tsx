import type { Metadata } from 'next';
import { DocumentChatSessionView } from '@/modules/document-chat/views/document-chat-session-view';

export const metadata: Metadata = { title: 'Document Chat', robots: { index: false } };

export default async function DocumentChatSessionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DocumentChatSessionView id={id} />;
}
