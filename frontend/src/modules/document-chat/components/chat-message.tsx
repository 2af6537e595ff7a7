'use client';

import type { DocumentChatCitation, DocumentChatMessage, DocumentChatSessionSource } from '@studyhub/contracts';
import { Bot, Quote, SearchX, User } from 'lucide-react';
import { EXTRACTIVE_LABEL, NOT_FOUND_LABEL, withheldNote } from '../document-chat-content';
import { CitationChip } from './citation-chip';

/** One message of a chat: the student's question, or the answer with its cited passages as chips. */
export function ChatMessage({
  message,
  source,
  onOpenStudyFile,
}: {
  message: DocumentChatMessage;
  source: DocumentChatSessionSource;
  onOpenStudyFile: (citation: DocumentChatCitation) => void;
}) {
  if (message.role === 'user' || !message.answer) {
    return (
      <li className="flex justify-end" data-testid="chat-question">
        <div className="flex max-w-[85%] gap-2 rounded-2xl bg-brand-600 px-4 py-3 text-white">
          <User aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="whitespace-pre-wrap">{message.content}</p>
        </div>
      </li>
    );
  }
  const answer = message.answer;
  return (
    <li className="flex" data-testid="chat-answer" data-kind={answer.kind}>
      <div className="max-w-[90%] rounded-2xl border border-line bg-white px-4 py-3">
        <p className="flex items-center gap-2 text-xs font-semibold text-muted">
          <Bot aria-hidden="true" className="size-4" />
          {answer.engine === 'llm' && answer.model ? `Answer by ${answer.model}` : 'Answer without an AI model'}
        </p>
        {answer.kind === 'not_found' ? (
          <p className="mt-2 flex items-start gap-2 text-ink">
            <SearchX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>
              <span className="font-semibold">{NOT_FOUND_LABEL}. </span>
              {answer.content}
            </span>
          </p>
        ) : (
          <>
            {answer.kind === 'extractive' ? (
              <p className="mt-2 flex items-start gap-2 text-sm text-muted">
                <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {EXTRACTIVE_LABEL}
              </p>
            ) : null}
            <div className="mt-2 space-y-2 text-ink">
              {answer.sentences.map((sentence, index) => (
                <p key={index}>
                  {sentence.text}{' '}
                  {sentence.citations.map((at) => {
                    const citation = answer.citations[at];
                    return citation ? (
                      <span key={at} className="mr-1 inline-block">
                        <CitationChip citation={citation} source={source} onOpenStudyFile={onOpenStudyFile} />
                      </span>
                    ) : null;
                  })}
                </p>
              ))}
            </div>
          </>
        )}
        {answer.withheld > 0 ? <p className="mt-2 text-xs text-muted">{withheldNote(answer.withheld)}</p> : null}
      </div>
    </li>
  );
}
