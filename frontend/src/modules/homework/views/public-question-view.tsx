import type { HomeworkQuestionDetail, HomeworkQuestionResponse } from '@studyhub/contracts';
import { Sparkles } from 'lucide-react';
import Link from 'next/link';
import { scriptSafeJson } from '@/modules/documents/structured-data';
import { AnswerFacts } from '../components/answer-facts';
import { BankAnswerCta } from '../components/bank-answer-cta';
import { MismatchNotice } from '../components/mismatch-notice';
import { PublicOwnerPanel } from '../components/public-owner-panel';
import { QuestionContent } from '../components/question-content';
import { ServerAnswer } from '../components/server-answer';
import { HOMEWORK_LANDING_PATH } from '../homework-paths';
import { qaPageStructuredData, questionTitle } from '../question-seo';

function AskYourOwn() {
  return (
    <aside className="rounded-2xl border border-line bg-surface-muted p-5">
      <h2 className="font-semibold text-ink">Stuck on a different question?</h2>
      <p className="mt-1 text-sm text-muted">
        Type it, write the formula or add a photo, and get a step-by-step answer checked by a math engine.
      </p>
      <Link href={HOMEWORK_LANDING_PATH} className="btn-secondary mt-4">
        <Sparkles aria-hidden="true" className="size-4" />
        Ask the Homework Helper
      </Link>
    </aside>
  );
}

function QuestionHeader({
  question,
  formatted,
  subject,
}: {
  question: string;
  formatted: HomeworkQuestionDetail['formatted_question'];
  subject?: string | null;
}) {
  const title = questionTitle(question);
  // The heading is the question's first words; the whole question follows when there is more.
  const isShownWhole = !formatted?.blocks.length && title === question.replace(/\s+/g, ' ').trim();
  return (
    <header className="space-y-3">
      <p className="eyebrow text-brand-700">Homework question{subject ? ` · ${subject}` : ''}</p>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {isShownWhole ? null : (
        <div className="rounded-2xl border border-line bg-white p-5 text-lg">
          <QuestionContent question={question} formatted={formatted} />
        </div>
      )}
    </header>
  );
}

/** /ai-homework-helper/{slug} for an answered question: server-rendered, with its QAPage data. */
export function AnsweredQuestionView({ question, pageUrl }: { question: HomeworkQuestionDetail; pageUrl: string }) {
  return (
    <div className="page-container max-w-4xl space-y-8 py-10">
      {question.is_public ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptSafeJson(
              qaPageStructuredData({
                question: question.question,
                answer: question.answer,
                url: pageUrl,
                createdAt: question.created_at,
              }),
            ),
          }}
        />
      ) : null}
      <QuestionHeader question={question.question} formatted={question.formatted_question} />
      <AnswerFacts question={question} zone="utc" />
      <section aria-labelledby="answer-heading" className="space-y-4">
        <h2 id="answer-heading" className="text-xl font-bold tracking-tight text-ink">
          Step-by-step answer
        </h2>
        {question.has_mismatch ? <MismatchNotice /> : null}
        <p className="text-sm text-muted">
          Written by an AI model. Steps marked as checked were confirmed by a math engine; the others were not checked.
        </p>
        <ServerAnswer html={question.answer_html} />
      </section>
      {question.is_owner ? <PublicOwnerPanel question={question} /> : null}
      <AskYourOwn />
    </div>
  );
}

/** /ai-homework-helper/{slug} for a bank question with no answer of ours yet. */
export function BankQuestionView({ question, pageUrl }: { question: HomeworkQuestionResponse; pageUrl: string }) {
  return (
    <div className="page-container max-w-4xl space-y-8 py-10">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: scriptSafeJson(
            qaPageStructuredData({
              question: question.question,
              answer: null,
              url: pageUrl,
              createdAt: question.created_at,
            }),
          ),
        }}
      />
      <QuestionHeader
        question={question.question}
        formatted={question.formatted_question}
        subject={question.subject?.name ?? null}
      />
      <BankAnswerCta question={question} />
      <AskYourOwn />
    </div>
  );
}
