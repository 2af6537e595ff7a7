import { BookOpenCheck, FileUp, MessageSquareQuote, SearchX, ShieldCheck, WifiOff } from 'lucide-react';
import Link from 'next/link';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { ToolClosedBanner } from '@/modules/ai-tools/offer/tool-closed-notice';
import { FeatureCards, HeroLink, LandingSection, PriceTable, ToolHero } from '@/modules/tool-landing/tool-landing';
import { EXAMPLE_QUESTIONS, exampleCost } from '../document-chat-content';
import { DOCUMENT_CHAT_DASHBOARD_PATH, DOCUMENT_CHAT_UPLOAD_PATH } from '../document-chat-paths';

const STEPS = [
  {
    icon: FileUp,
    title: 'Pick a document',
    text: 'Choose a document you uploaded or bought, or upload a PDF, Word or PowerPoint file of your own. Your file stays private.',
  },
  {
    icon: MessageSquareQuote,
    title: 'Ask in your own words',
    text: 'The chat finds the passages that answer your question, even when you use other words than the document does.',
  },
  {
    icon: BookOpenCheck,
    title: 'Check the source',
    text: 'Every answer cites the exact passages it rests on as page chips. Click one and the document opens on that page with the passage highlighted.',
  },
] as const;

const PROMISES = [
  {
    icon: SearchX,
    title: 'It says when the document has no answer',
    text: 'If the document does not answer your question, the chat tells you so instead of making something up.',
  },
  {
    icon: ShieldCheck,
    title: 'Only what the document supports',
    text: 'A sentence of the AI answer is shown only when the passages it cites support it, and instructions hidden in a document are never followed.',
  },
  {
    icon: WifiOff,
    title: 'Works without an AI model too',
    text: 'When no AI model is set up, the chat quotes the best passages with their pages, clearly labelled.',
  },
] as const;

/** /document-chat: what document chat does and costs (spec section 9), with the way in. */
export async function DocumentChatLandingView() {
  const offer = await loadAiToolsOffer();
  return (
    <div>
      <ToolHero
        id="chat-hero-heading"
        size="large"
        eyebrow="Document Chat"
        title="Ask your documents, and see the page every answer comes from"
        lead="Chat with your notes, a study guide you bought or your lecture slides. Answers quote the exact passages, so you can check them in one click."
        actions={
          <>
            <HeroLink href={DOCUMENT_CHAT_DASHBOARD_PATH} icon={MessageSquareQuote}>
              Start a chat
            </HeroLink>
            <HeroLink href={DOCUMENT_CHAT_UPLOAD_PATH} variant="other">
              Upload a file
            </HeroLink>
          </>
        }
      />

      <ToolClosedBanner offer={offer} tool="document_chat" />

      <LandingSection id="chat-how-heading" heading="How it works" width="max-w-5xl" spacing="py-16">
        <FeatureCards items={STEPS} ordered columns="three" />
        <div className="mt-2">
          <FeatureCards items={PROMISES} tone="muted" columns="three" />
        </div>
      </LandingSection>

      <LandingSection id="chat-price-heading" heading="What it costs" tone="muted" spacing="py-16">
        <p className="mt-4 text-muted">
          Opening a chat is free. A chat costs {offer.prices.document_chat_base} points when you ask its first question,
          then {offer.prices.document_chat_per_5_messages} more at the 5th, 10th, 15th question and so on (10 points are
          1 USD). The price of your next question is shown before you send it, and a question that gets no answer costs
          nothing.
        </p>
        <PriceTable
          caption="Examples of chat prices"
          headings={['Questions in a chat', 'Points in all']}
          rows={EXAMPLE_QUESTIONS.map((questions) => ({
            key: questions,
            label: questions,
            value: exampleCost(questions, offer.prices),
          }))}
        />
        <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="btn-primary mt-8">
          Start a chat
        </Link>
      </LandingSection>
    </div>
  );
}
