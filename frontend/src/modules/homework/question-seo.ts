import type { HomeworkAnswer } from '@studyhub/contracts';

const TITLE_LENGTH = 70;
const DESCRIPTION_LENGTH = 160;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/**
 * Markdown with LaTeX as readable plain text, for titles, descriptions and structured data: the
 * dollar signs, emphasis, heading and list marks and link targets go; the words and formulas stay.
 */
export function plainTextOf(markdown: string): string {
  return collapse(
    markdown
      .replace(/\$\$?([^$]+)\$\$?/g, '$1')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s?)/gm, '')
      .replace(/[*_`~]+/g, ''),
  );
}

/** The page title: the question's first words. */
export function questionTitle(question: string): string {
  return clip(collapse(question), TITLE_LENGTH) || 'Homework question';
}

/** The meta description: the final answer's first words, else the question's. */
export function questionDescription(question: string, answer: HomeworkAnswer | null): string {
  const finalAnswer = answer ? plainTextOf(answer.final_answer_markdown) : '';
  if (finalAnswer) return clip(finalAnswer, DESCRIPTION_LENGTH);
  return clip(`Homework question: ${collapse(question)}`, DESCRIPTION_LENGTH);
}

/** The whole answer as plain text: each step's title and text, then the final answer. */
export function answerPlainText(answer: HomeworkAnswer): string {
  const steps = answer.steps.map(
    (step, index) => `Step ${index + 1}: ${collapse(step.title)}. ${plainTextOf(step.body_markdown)}`,
  );
  return [...steps, `Final answer: ${plainTextOf(answer.final_answer_markdown)}`].join(' ');
}

/**
 * schema.org QAPage for a public question page; the step-by-step answer is its accepted answer.
 * A bank question without an answer yet is a QAPage with no answers.
 */
export function qaPageStructuredData(input: {
  question: string;
  answer: HomeworkAnswer | null;
  url: string;
  createdAt: string;
}): Record<string, unknown> {
  const question: Record<string, unknown> = {
    '@type': 'Question',
    name: questionTitle(input.question),
    text: collapse(input.question),
    dateCreated: input.createdAt,
    answerCount: input.answer ? 1 : 0,
    author: { '@type': 'Organization', name: 'Studyhub' },
  };
  if (input.answer) {
    question.acceptedAnswer = {
      '@type': 'Answer',
      text: answerPlainText(input.answer),
      dateCreated: input.createdAt,
      url: input.url,
      author: { '@type': 'Organization', name: 'Studyhub' },
    };
  }
  return { '@context': 'https://schema.org', '@type': 'QAPage', mainEntity: question };
}
