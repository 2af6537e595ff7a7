import type { HomeworkAnswer, StepVerification } from '@studyhub/contracts';
import sanitizeHtml from 'sanitize-html';
import { ANSWER_HTML_POLICY } from './answer-html-policy';
import { renderMathMarkdown } from './math-markdown';

export const VERIFIED_NOTE = 'Checked by the math engine: this step is correct.';
export const MISMATCH_NOTE =
  'The math engine found this step wrong. Check it yourself before relying on it or on the answer.';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function verificationNote(verification: StepVerification): string {
  switch (verification) {
    case 'verified':
      return `<p class="homework-verification verified">${VERIFIED_NOTE}</p>`;
    case 'mismatch':
      return `<p class="homework-verification mismatch">${MISMATCH_NOTE}</p>`;
    case 'unverified':
      return '';
  }
}

/** The whole answer as the public page shows it: numbered steps, their check results, the final answer. */
export function renderAnswerHtml(answer: HomeworkAnswer): string {
  const steps = answer.steps.map(
    (step, index) =>
      `<section class="homework-step"><h3>Step ${index + 1}: ${escapeText(step.title)}</h3>` +
      `${renderMathMarkdown(step.body_markdown)}${verificationNote(step.verification)}</section>`,
  );
  const final =
    `<section class="homework-final-answer"><h3>Final answer</h3>` +
    `${renderMathMarkdown(answer.final_answer_markdown)}</section>`;
  return sanitizeHtml(`<div class="homework-answer">${steps.join('')}${final}</div>`, ANSWER_HTML_POLICY);
}
