import { DOCUMENT_CHAT_BASE_POINTS, DOCUMENT_CHAT_POINTS_PER_5_MESSAGES } from '@studyhub/contracts';
import { BookOpenCheck, FileUp, MessageSquareQuote, SearchX, ShieldCheck, WifiOff } from 'lucide-react';
import Link from 'next/link';
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
export function DocumentChatLandingView() {
  return (
    <div>
      <section aria-labelledby="chat-hero-heading" className="bg-brand-950 py-16 text-white lg:py-24">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">Document Chat</p>
          <h1 id="chat-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Ask your documents, and see the page every answer comes from
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Chat with your notes, a study guide you bought or your lecture slides. Answers quote the exact passages, so
            you can check them in one click.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="btn bg-white px-6 text-base text-brand-800 hover:bg-brand-50">
              <MessageSquareQuote aria-hidden="true" className="size-5" />
              Start a chat
            </Link>
            <Link
              href={DOCUMENT_CHAT_UPLOAD_PATH}
              className="btn border border-white/40 px-6 text-base text-white hover:bg-white/10"
            >
              Upload a file
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="chat-how-heading" className="page-container max-w-5xl py-16">
        <h2 id="chat-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
              <step.icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-2xl bg-surface-muted p-6">
              <promise.icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{promise.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="chat-price-heading" className="bg-surface-muted py-16">
        <div className="page-container max-w-4xl">
          <h2 id="chat-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What it costs
          </h2>
          <p className="mt-4 text-muted">
            Opening a chat is free. A chat costs {DOCUMENT_CHAT_BASE_POINTS} points when you ask its first question,
            then {DOCUMENT_CHAT_POINTS_PER_5_MESSAGES} more at the 5th, 10th, 15th question and so on (10 points are 1
            USD). The price of your next question is shown before you send it, and a question that gets no answer
            costs nothing.
          </p>
          <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
            <caption className="sr-only">Examples of chat prices</caption>
            <thead>
              <tr className="border-b border-line-strong">
                <th scope="col" className="py-2 font-semibold text-ink">
                  Questions in a chat
                </th>
                <th scope="col" className="py-2 text-right font-semibold text-ink">
                  Points in all
                </th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_QUESTIONS.map((questions) => (
                <tr key={questions} className="border-b border-line">
                  <td className="py-2 text-ink">{questions}</td>
                  <td className="py-2 text-right text-ink">{exampleCost(questions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="btn-primary mt-8">
            Start a chat
          </Link>
        </div>
      </section>
    </div>
  );
}
