import { countWords, type HomeworkAnswer } from '@studyhub/contracts';
import type { UncheckedAnswer } from './homework-answer-parser';
import { verifyCheck } from './math-check/math-check';

/** Each step with what the math engine says of its check; a step without one is unverified. */
export function checkAnswer(answer: UncheckedAnswer): HomeworkAnswer {
  return {
    steps: answer.steps.map((step) => ({
      ...step,
      verification: step.check ? verifyCheck(step.check) : 'unverified',
    })),
    final_answer_markdown: answer.final_answer_markdown,
  };
}

export function hasMismatch(answer: HomeworkAnswer): boolean {
  return answer.steps.some((step) => step.verification === 'mismatch');
}

/**
 * The words the student reads (titles, steps and final answer), as billed at the writing rate.
 * LaTeX command names (\frac, \sqrt) are markup, not words; the check expressions are not shown.
 */
export function wordsWritten(answer: UncheckedAnswer): number {
  const text = [...answer.steps.flatMap((step) => [step.title, step.body_markdown]), answer.final_answer_markdown];
  return countWords(text.join('\n').replace(/\\[a-zA-Z]+/g, ' '));
}
