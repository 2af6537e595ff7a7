import { MessageCircleQuestion } from 'lucide-react';
import Link from 'next/link';
import { publicQuestionPath } from '../homework-paths';
import type { SimilarQuestion } from '../similar-questions';

/** The bank's questions like the one being typed, shown before the student pays for a new answer. */
export function SimilarQuestionsList({ questions }: { questions: readonly SimilarQuestion[] }) {
  return (
    <section
      aria-labelledby="similar-questions-heading"
      data-testid="similar-questions"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="similar-questions-heading" className="text-sm font-semibold text-ink">
        Similar questions from other students
      </h2>
      <p className="mt-1 text-sm text-muted">One of these may already be what you need, and reading them is free.</p>
      <ul className="mt-3 space-y-2">
        {questions.map((question) => (
          <li key={question.id} className="flex gap-2">
            <MessageCircleQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <Link href={publicQuestionPath(question.slug)} className="link line-clamp-2 text-sm font-medium">
                {question.question}
              </Link>
              {question.subject ? <p className="text-xs text-muted">{question.subject}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
