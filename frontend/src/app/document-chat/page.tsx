import type { Metadata } from 'next';
import { DocumentChatLandingView } from '@/modules/document-chat/views/document-chat-landing-view';

export const metadata: Metadata = {
  title: 'Document Chat',
  description:
    'Ask questions about a document you own, bought or uploaded. Every answer cites the exact passage and opens it on its page. 5 points per chat, 2 more every fifth question.',
};

export default function DocumentChatPage() {
  return <DocumentChatLandingView />;
}
