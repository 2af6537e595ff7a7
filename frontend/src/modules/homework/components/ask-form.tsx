'use client';

import type { AiToolsOffer, AskHomeworkQuestionRequest, HomeworkQuestionDetail } from '@studyhub/contracts';
import { LogIn, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildAuthHref } from '@/modules/auth/return-url';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import { buildAskRequest } from '../ask-request';
import { dashboardQuestionPath } from '../homework-paths';
import { homeworkPriceSummary, VISIBILITY_DESCRIPTION, VISIBILITY_LABEL } from '../homework-content';
import { useAskQuestion } from '../hooks/use-ask-question';
import { useSimilarQuestions } from '../hooks/use-similar-questions';
import { FormulaField } from './formula-field';
import { ImageField } from './image-field';
import { SimilarQuestionsList } from './similar-questions-list';

/** Where the refusal of an ask is shown, and what it says (402 and 503 keep the server's words). */
function RefusalAlert({ httpStatus, message }: { httpStatus: number; message: string }) {
  const title =
    httpStatus === 402 ? 'Not enough points' : httpStatus === 503 ? 'The AI model is not available' : undefined;
  return (
    <FormAlert title={title}>
      <p>{message}</p>
      {httpStatus === 402 ? (
        <Link href="/dashboard/wallet" className="link mt-2 inline-block font-semibold">
          Buy points
        </Link>
      ) : null}
    </FormAlert>
  );
}

/**
 * The ask box: as the student types, similar public questions from the bank come first (300 ms
 * after the last keystroke), then the way to ask anyway with a formula, a photo and the
 * public/private choice (private unless they switch it on). Asking needs a session; a signed-out
 * visitor is sent to sign in and brought back here.
 */
export function AskForm({ initialOffer }: { initialOffer?: AiToolsOffer }) {
  const router = useRouter();
  const pathname = usePathname();
  const { session } = useSession();
  const { showToast } = useToast();
  const textId = useId();
  const [text, setText] = useState('');
  const [formula, setFormula] = useState('');
  const [imageDataUrl, setImageDataUrl] = useState<string | null>(null);
  const [isPublic, setIsPublic] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const similar = useSimilarQuestions(text);

  const answered = useCallback(
    (question: HomeworkQuestionDetail) => {
      showToast({ title: 'Your answer is ready', variant: 'success' });
      router.push(dashboardQuestionPath(question.slug));
    },
    [router, showToast],
  );
  const { state, ask, offer } = useAskQuestion(answered, initialOffer);
  const isSignedOut = session.status === 'signed-out';
  const isAsking = state.status === 'asking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildAskRequest({ text, formula, imageDataUrl, isPublic });
    if (!built.ok) return setDraftError(built.message);
    setDraftError(null);
    void ask(built.request satisfies AskHomeworkQuestionRequest);
  };

  const hasSimilar = similar.questions.length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Ask a homework question" className="space-y-5">
      <div>
        <label htmlFor={textId} className="field-label">
          Your question
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={5000}
          placeholder="e.g. A fair die is rolled twice. What is the probability that the sum is 7?"
          aria-invalid={draftError ? true : undefined}
          aria-describedby={draftError ? `${textId}-error` : undefined}
          className="field-input min-h-28"
        />
        {draftError ? (
          <p id={`${textId}-error`} className="field-error">
            {draftError}
          </p>
        ) : null}
        <p className="sr-only" role="status" aria-live="polite">
          {similar.isSearched
            ? hasSimilar
              ? `${similar.questions.length} similar ${similar.questions.length === 1 ? 'question' : 'questions'} found`
              : 'No similar questions found'
            : ''}
        </p>
      </div>

      {hasSimilar ? <SimilarQuestionsList questions={similar.questions} /> : null}

      <div className="space-y-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
        {hasSimilar ? (
          <p className="text-sm font-semibold text-ink">Not what you need? Ask for your own step-by-step answer.</p>
        ) : null}
        <FormulaField value={formula} onChange={setFormula} />
        <ImageField value={imageDataUrl} onChange={setImageDataUrl} />
        <div className="border-t border-line">
          <SwitchField
            label={VISIBILITY_LABEL}
            description={VISIBILITY_DESCRIPTION}
            isOn={isPublic}
            onChange={setIsPublic}
          />
        </div>
        <p className="text-sm text-muted">{homeworkPriceSummary(offer.prices)}</p>
        {state.status === 'refused' ? (
          state.refusal ? (
            <PaidRefusalAlert refusal={state.refusal} />
          ) : (
            <RefusalAlert httpStatus={state.httpStatus} message={state.message} />
          )
        ) : null}
        {!offer.tools.homework_helper ? (
          <ToolClosedNotice tool="homework_helper" />
        ) : isSignedOut ? (
          <Link href={buildAuthHref('/login', pathname, '')} className="btn-primary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to ask
          </Link>
        ) : (
          <button
            type="submit"
            className="btn-primary"
            disabled={isAsking || session.status === 'loading'}
            aria-busy={isAsking}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {isAsking ? 'Writing your answer…' : hasSimilar ? 'Ask anyway' : 'Get a step-by-step answer'}
          </button>
        )}
        {isAsking ? (
          <p role="status" className="text-sm text-muted">
            The AI is solving your question step by step and the math engine is checking it. This can take up to a
            minute.
          </p>
        ) : null}
      </div>
    </form>
  );
}
