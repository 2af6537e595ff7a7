'use client';

import type { DocumentChatCitation } from '@studyhub/contracts';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { AskBox } from '../components/ask-box';
import { ChatMessage } from '../components/chat-message';
import { StudyFileReader } from '../components/study-file-reader';
import { DOCUMENT_CHAT_DASHBOARD_PATH } from '../document-chat-paths';
import { useChatSession } from '../hooks/use-chat-session';

/**
 * /dashboard/document-chat/{id}: the conversation, the question box with the next question's price,
 * and, for a study file, the file beside the chat at a cited page (a catalog document's citations
 * open its reader instead).
 */
export function DocumentChatSessionView({ id }: { id: string }) {
  const { state, ask, send } = useChatSession(id);
  const [opened, setOpened] = useState<DocumentChatCitation | null>(null);

  if (state.status === 'loading') {
    return (
      <p role="status" className="px-4 py-10 text-center text-muted">
        Loading the chat…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
          <p className="font-semibold text-danger">{state.httpStatus === 404 ? 'Chat not found' : 'Error'}</p>
          <p className="mt-1 text-sm text-ink">{state.message}</p>
        </div>
        <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="link mt-4 inline-block">
          Back to your chats
        </Link>
      </div>
    );
  }
  const { session } = state;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Link href={DOCUMENT_CHAT_DASHBOARD_PATH} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Your chats
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">{session.title}</h1>
      <p className="mt-1 text-sm text-muted">
        {session.page_count} pages · {session.questions_asked}{' '}
        {session.questions_asked === 1 ? 'question' : 'questions'} · {session.points_charged} points so far
      </p>
      <div className={opened ? 'mt-6 grid gap-6 lg:grid-cols-2' : 'mt-6'}>
        <div className="space-y-6">
          <section aria-label="Messages">
            {session.messages.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line-strong p-6 text-center text-muted">
                Ask your first question about this document. Answers cite the pages they come from.
              </p>
            ) : (
              <ol className="space-y-4">
                {session.messages.map((message) => (
                  <ChatMessage
                    key={message.id}
                    message={message}
                    source={session.source}
                    onOpenStudyFile={setOpened}
                  />
                ))}
              </ol>
            )}
            {ask.status === 'asking' ? (
              <p role="status" className="mt-4 text-sm text-muted">
                Looking for the answer in the document…
              </p>
            ) : null}
          </section>
          <AskBox nextCost={session.next_question_cost} ask={ask} onSend={send} />
        </div>
        {opened && session.source.kind === 'study-file' ? (
          <StudyFileReader
            fileId={session.source.id}
            title={session.title}
            citation={opened}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </div>
    </div>
  );
}
