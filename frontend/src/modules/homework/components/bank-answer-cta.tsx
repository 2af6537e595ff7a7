'use client';

import type { HomeworkQuestionResponse } from '@studyhub/contracts';
import { LogIn, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildAuthHref } from '@/modules/auth/return-url';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import { ToolClosedNotice } from '@/modules/ai-tools/offer/tool-closed-notice';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import { buildBankAskRequest } from '../ask-request';
import { dashboardQuestionPath } from '../homework-paths';
import { homeworkPriceSummary, VISIBILITY_DESCRIPTION, VISIBILITY_LABEL } from '../homework-content';
import { useAskQuestion } from '../hooks/use-ask-question';

/** A bank question without an answer yet: the way to get a step-by-step one, at its price. */
export function BankAnswerCta({ question }: { question: HomeworkQuestionResponse }) {
  const router = useRouter();
  const pathname = usePathname();
  const { session } = useSession();
  const { showToast } = useToast();
  const [isPublic, setIsPublic] = useState(false);
  const answered = useCallback(
    (detail: { slug: string }) => {
      showToast({ title: 'Your answer is ready', variant: 'success' });
      router.push(dashboardQuestionPath(detail.slug));
    },
    [router, showToast],
  );
  const { state, ask, offer } = useAskQuestion(answered);
  const isAsking = state.status === 'asking';

  return (
    <section aria-labelledby="bank-cta-heading" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="bank-cta-heading" className="text-lg font-semibold text-ink">
        No step-by-step answer yet
      </h2>
      <p className="mt-1 text-sm text-muted">
        Get one now: the AI solves it step by step and a math engine checks the arithmetic and algebra it can read.
      </p>
      <SwitchField
        label={VISIBILITY_LABEL}
        description={VISIBILITY_DESCRIPTION}
        isOn={isPublic}
        onChange={setIsPublic}
      />
      <p className="text-sm text-muted">{homeworkPriceSummary(offer.prices)}</p>
      {state.status === 'refused' && state.refusal ? (
        <div className="mt-4">
          <PaidRefusalAlert refusal={state.refusal} />
        </div>
      ) : state.status === 'refused' ? (
        <div className="mt-4">
          <FormAlert
            title={
              state.httpStatus === 402
                ? 'Not enough points'
                : state.httpStatus === 503
                  ? 'The AI model is not available'
                  : undefined
            }
          >
            {state.message}
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-4">
        {!offer.tools.homework_helper ? (
          <ToolClosedNotice tool="homework_helper" />
        ) : session.status === 'signed-out' ? (
          <Link href={buildAuthHref('/login', pathname, '')} className="btn-primary">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to get an answer
          </Link>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={isAsking || session.status === 'loading'}
            aria-busy={isAsking}
            onClick={() => void ask(buildBankAskRequest(question, isPublic))}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {isAsking ? 'Writing your answer…' : 'Get a step-by-step answer'}
          </button>
        )}
      </div>
    </section>
  );
}
