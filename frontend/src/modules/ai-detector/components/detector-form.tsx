'use client';

import { AI_DETECTOR_MIN_WORDS, type AiToolsOffer } from '@studyhub/contracts';
import { LogIn, ScanSearch } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/modules/ai-writer/components/text-area-field';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildAuthHref } from '@/modules/auth/return-url';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { formatPointsLabel } from '@/modules/points/format-points';
import { checkDraft } from '../detector-draft';
import { useAiDetection } from '../hooks/use-ai-detection';
import { DetectionResult } from './detection-result';

/** The refusal of a check in the server's words; 402 also offers points. */
function RefusalAlert({ httpStatus, message }: { httpStatus: number; message: string }) {
  const title = httpStatus === 402 ? 'Not enough points' : httpStatus === 422 ? 'Too short to score' : undefined;

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
 * The checker: paste a text, see its words against the 300-word minimum and the price, check it.
 * Signed-out visitors are sent to sign in and brought back here.
 */
export function DetectorForm({ initialOffer }: { initialOffer?: AiToolsOffer }) {
  const pathname = usePathname();
  const { session } = useSession();
  const [text, setText] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const { state, detect } = useAiDetection();
  const { offer } = useAiToolsOffer(initialOffer);
  const draft = checkDraft(text);
  const isChecking = state.status === 'checking';
  const points = offer.prices.ai_detection;
  const price = formatPointsLabel(points);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.ok) return setDraftError(draft.message);
    setDraftError(null);
    void detect(text, points);
  };

  if (!offer.tools.ai_detector) return <ToolClosedNotice tool="ai_detector" />;

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate aria-label="Check a text for AI-like writing" className="space-y-4">
        <TextAreaField
          label="Your text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={12}
          error={draftError}
          placeholder={`Paste at least ${AI_DETECTOR_MIN_WORDS} words of an essay, report or answer.`}
          hint={
            <span data-testid="detector-word-count" aria-live="polite">
              {draft.words.toLocaleString('en-US')} {draft.words === 1 ? 'word' : 'words'} · at least{' '}
              {AI_DETECTOR_MIN_WORDS} needed
            </span>
          }
        />
        <p className="text-sm text-muted">
          A check costs {price} (10 points are 1 USD), charged only when the result is shown. Texts under{' '}
          {AI_DETECTOR_MIN_WORDS} words are never charged.
        </p>
        {state.status === 'refused' ? (
          state.refusal ? (
            <PaidRefusalAlert refusal={state.refusal} />
          ) : (
            <RefusalAlert httpStatus={state.httpStatus} message={state.message} />
          )
        ) : null}
        {session.status === 'signed-out' ? (
          <Link href={buildAuthHref('/login', pathname, '')} className="btn-primary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to check a text
          </Link>
        ) : (
          <button
            type="submit"
            className="btn-primary"
            disabled={isChecking || session.status === 'loading'}
            aria-busy={isChecking}
          >
            <ScanSearch aria-hidden="true" className="size-4" />
            {isChecking ? 'Checking…' : `Check text · ${price}`}
          </button>
        )}
      </form>
      {state.status === 'done' ? <DetectionResult result={state.result} /> : null}
    </div>
  );
}
