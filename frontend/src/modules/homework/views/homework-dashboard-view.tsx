'use client';

import type { HomeworkQuestionSummary } from '@studyhub/contracts';
import { Brain } from 'lucide-react';
import Link from 'next/link';
import { PagedListSection } from '@/modules/tables/components/paged-list-section';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
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

      <PagedListSection
        id="my-questions-heading"
        heading="Your questions"
        state={state}
        onRetry={reload}
        loadingText="Loading your questions…"
        empty={{
          icon: Brain,
          title: 'No questions yet.',
          description: 'Questions you ask appear here with their step-by-step answers.',
        }}
        pagesLabel="Question pages"
        hrefFor={dashboardListPath}
        renderItem={(question) => <QuestionRow question={question} />}
      />
    </div>
  );
}
