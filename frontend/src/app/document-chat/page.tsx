import type { Metadata } from 'next';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { formatPointsLabel } from '@/modules/points/format-points';
import { DocumentChatLandingView } from '@/modules/document-chat/views/document-chat-landing-view';

/** The description names the price in force, so search results quote what the page charges. */
export async function generateMetadata(): Promise<Metadata> {
  const { prices } = await loadAiToolsOffer();
  return {
    title: 'Document Chat',
    description: `Ask questions about a document you own, bought or uploaded. Every answer cites the exact passage and opens it on its page. ${formatPointsLabel(prices.document_chat_base)} per chat, ${prices.document_chat_per_5_messages} more every fifth question.`,
  };
}

export default function DocumentChatPage() {
  return <DocumentChatLandingView />;
}
