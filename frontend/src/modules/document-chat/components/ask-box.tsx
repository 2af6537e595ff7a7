'use client';

import { DOCUMENT_CHAT_QUESTION_MAX_LENGTH } from '@studyhub/contracts';
import { Send } from 'lucide-react';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { nextQuestionCostLabel } from '../document-chat-content';
import type { AskState } from '../hooks/use-chat-session';

/** Where the refusal of a question is shown (402 keeps the server's words, with a way to buy points). */
function RefusalAlert({ httpStatus, message }: { httpStatus: number; message: string }) {
  return (
    <FormAlert title={httpStatus === 402 ? 'Not enough points' : undefined}>
      <p>{message}</p>
      {httpStatus === 402 ? (
        <Link href="/dashboard/wallet" className="link mt-2 inline-block font-semibold">
          Buy points
        </Link>
      ) : null}
    </FormAlert>
  );
}

/** The question box: the next question's price shown before sending, one question at a time. */
export function AskBox({
  nextCost,
  ask,
  onSend,
}: {
  nextCost: number;
  ask: AskState;
  onSend: (question: string, quotedPoints: number) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const { offer } = useAiToolsOffer();
  const isAsking = ask.status === 'asking';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (question === '' || isAsking) return;
    if (await onSend(question, nextCost)) setText('');
  };
  if (!offer.tools.document_chat) return <ToolClosedNotice tool="document_chat" />;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Ask about the document" className="space-y-3">
      <label htmlFor={id} className="field-label">
        Your question
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={DOCUMENT_CHAT_QUESTION_MAX_LENGTH}
        placeholder="e.g. What does the author conclude in chapter 2?"
        className="field-input min-h-20"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <p className="text-sm text-muted" data-testid="next-question-cost">
        {nextQuestionCostLabel(nextCost)}
      </p>
      {ask.status === 'refused' ? (
        ask.refusal ? (
          <PaidRefusalAlert refusal={ask.refusal} />
        ) : (
          <RefusalAlert httpStatus={ask.httpStatus} message={ask.message} />
        )
      ) : null}
      <button type="submit" className="btn-primary" disabled={isAsking || text.trim() === ''} aria-busy={isAsking}>
        <Send aria-hidden="true" className="size-4" />
        {isAsking ? 'Reading the document…' : 'Ask'}
      </button>
    </form>
  );
}
