'use client';

import type { HomeworkAnswer } from '@studyhub/contracts';
import { StepBadge } from './step-badge';
import { MathMarkdownHtml } from './math-markdown-html';

/** The answer built in the browser: the steps in order, each with what the math engine said, then the final answer. */
export function AnswerSteps({ answer }: { answer: HomeworkAnswer }) {
  return (
    <div>
      <ol className="space-y-4" aria-label="Steps">
        {answer.steps.map((step, index) => (
          <li key={index} data-testid="answer-step" className="rounded-2xl border border-line bg-white p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-ink">
                Step {index + 1}: {step.title}
              </h3>
              {step.verification === 'verified' ? <StepBadge verification={step.verification} /> : null}
            </div>
            <MathMarkdownHtml source={step.body_markdown} className="homework-markdown mt-2" />
            {step.verification === 'mismatch' ? <StepBadge verification={step.verification} /> : null}
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="final-answer-heading"
        className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      >
        <h3 id="final-answer-heading" className="font-semibold text-ink">
          Final answer
        </h3>
        <MathMarkdownHtml source={answer.final_answer_markdown} className="homework-markdown mt-2" />
      </section>
    </div>
  );
}
