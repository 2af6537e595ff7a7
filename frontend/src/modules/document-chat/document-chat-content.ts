import {
  DOCUMENT_CHAT_BASE_POINTS,
  DOCUMENT_CHAT_POINTS_PER_5_MESSAGES,
  documentChatSessionCost,
} from '@studyhub/contracts';

/** ADR 0020: 5 points at a chat's first question, 2 more at every fifth. */
export const CHAT_PRICE_SUMMARY =
  `A chat costs ${DOCUMENT_CHAT_BASE_POINTS} points when you ask its first question, then ` +
  `${DOCUMENT_CHAT_POINTS_PER_5_MESSAGES} more at the 5th, 10th, 15th question and so on. Opening a chat is free, and ` +
  'nothing is charged for a question that gets no answer.';

/** Example conversation lengths for the price table. */
export const EXAMPLE_QUESTIONS = [1, 4, 5, 10, 20] as const;

export function exampleCost(questions: number): number {
  return documentChatSessionCost(questions);
}

/** What the student reads before sending: the next question's own charge. */
export function nextQuestionCostLabel(points: number): string {
  if (points === 0) return 'This question is included: no points are charged.';
  return `This question costs ${points} points.`;
}

/** The pages a citation chip names. */
export function citationLabel(page: number, pageTo: number): string {
  return pageTo > page ? `pp. ${page}–${pageTo}` : `p. ${page}`;
}

export const EXTRACTIVE_LABEL =
  'Quoted from the document: no AI model is set up, so these are the passages that best match your question.';
export const NOT_FOUND_LABEL = 'Not found in this document';

export function withheldNote(count: number): string {
  return count === 1
    ? '1 sentence of the AI answer was held back because the document does not support it.'
    : `${count} sentences of the AI answer were held back because the document does not support them.`;
}
