'use client';

import type { HomeworkQuestionSummary } from '@studyhub/contracts';
import { Brain } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf } from '@/modules/tables/list-meta';
import { AskForm } from '../components/ask-form';
import { dashboardListPath, dashboardQuestionPath } from '../homework-paths';
import { useMyQuestions } from '../hooks/use-my-questions';

function QuestionRow({ question }: { question: HomeworkQuestionSummary }) {
  return (
    <li data-testid="homework-question-row" className="flex gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink">
          <Link href={dashboardQuestionPath(question.slug)} className="line-clamp-2 hover:underline">
            {question.question}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          <StatusBadge tone={question.is_public ? 'info' : 'neutral'}>
            {question.is_public ? 'Public' : 'Private'}
          </StatusBadge>
          Asked {formatDateTime(question.created_at)}
        </p>
      </div>
    </li>
  );
}

/** /dashboard/ai-homework-helper: the ask form, then the student's questions, newest first, by pages. */
export function HomeworkDashboardView({ page }: { page: number }) {
  const { state, reload } = useMyQuestions(page);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">AI Homework Helper</h1>
      <p className="mt-2 text-muted">Ask a question, or open one you asked before.</p>

      <section aria-labelledby="dashboard-ask-heading" className="mt-8">
        <h2 id="dashboard-ask-heading" className="text-xl font-bold tracking-tight text-ink">
          Ask a question
        </h2>
        <div className="mt-4">
          <AskForm />
        </div>
      </section>

      <section aria-labelledby="my-questions-heading" className="mt-12" aria-busy={state.status === 'loading'}>
        <h2 id="my-questions-heading" className="text-xl font-bold tracking-tight text-ink">
          Your questions
        </h2>
        <div className="mt-4">
          {state.status === 'loading' ? (
            <p role="status" className="text-sm text-muted">
              Loading your questions…
            </p>
          ) : state.status === 'error' ? (
            <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
              <p className="font-semibold text-danger">Error</p>
              <p className="mt-1 text-sm text-ink">{state.message}</p>
              <button type="button" className="btn-secondary mt-4" onClick={reload}>
                Try again
              </button>
            </div>
          ) : state.questions.length === 0 ? (
            <EmptyState
              icon={Brain}
              title="No questions yet."
              description="Questions you ask appear here with their step-by-step answers."
            />
          ) : (
            <>
              <ul className="grid gap-3" aria-label="Your questions">
                {state.questions.map((question) => (
                  <QuestionRow key={question.id} question={question} />
                ))}
              </ul>
              <Pagination
                label="Question pages"
                page={state.meta.page}
                pageCount={pageCountOf(state.meta)}
                hrefFor={dashboardListPath}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
