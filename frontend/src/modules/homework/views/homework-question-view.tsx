'use client';

import { ArrowLeft, ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { AnswerFacts } from '../components/answer-facts';
import { AnswerSteps } from '../components/answer-steps';
import { MismatchNotice } from '../components/mismatch-notice';
import { OwnerActions } from '../components/owner-actions';
import { QuestionContent } from '../components/question-content';
import { HOMEWORK_DASHBOARD_PATH, publicQuestionPath } from '../homework-paths';
import { useHomeworkQuestion } from '../hooks/use-homework-question';

/**
 * /dashboard/ai-homework-helper/question/{slug}: the question, the steps in order with what the
 * math engine said about each, the final answer, the points it cost, and the asker's controls.
 */
export function HomeworkQuestionView({ slug }: { slug: string }) {
  const { state, reload, replace } = useHomeworkQuestion(slug);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Link href={HOMEWORK_DASHBOARD_PATH} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All your questions
      </Link>
      <div className="mt-4" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <p role="status" className="text-sm text-muted">
            Loading the question…
          </p>
        ) : state.status === 'missing' ? (
          <div role="alert" className="rounded-2xl border border-line bg-white p-5">
            <h1 className="text-xl font-bold text-ink">Question not found</h1>
            <p className="mt-1 text-sm text-muted">It may have been deleted, or it belongs to someone else.</p>
          </div>
        ) : state.status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
            <p className="font-semibold text-danger">Error</p>
            <p className="mt-1 text-sm text-ink">{state.message}</p>
            <button type="button" className="btn-secondary mt-4" onClick={reload}>
              Try again
            </button>
          </div>
        ) : (
          <article className="space-y-6">
            <header className="space-y-3">
              <p className="eyebrow text-brand-700">Homework question</p>
              <h1 className="sr-only">Your question</h1>
              <div className="rounded-2xl border border-line bg-white p-5 text-lg">
                <QuestionContent question={state.question.question} formatted={state.question.formatted_question} />
              </div>
              <AnswerFacts question={state.question} />
              {state.question.is_public ? (
                <Link
                  href={publicQuestionPath(state.question.slug)}
                  className="link inline-flex items-center gap-1 text-sm"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Open its public page
                </Link>
              ) : null}
            </header>
            <section aria-labelledby="answer-heading" className="space-y-4">
              <h2 id="answer-heading" className="text-xl font-bold tracking-tight text-ink">
                Step-by-step answer
              </h2>
              {state.question.has_mismatch ? <MismatchNotice /> : null}
              <AnswerSteps answer={state.question.answer} />
            </section>
            {state.question.is_owner ? <OwnerActions question={state.question} onChanged={replace} /> : null}
          </article>
        )}
      </div>
    </div>
  );
}
