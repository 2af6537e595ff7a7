import { documentChatSessionCost, type AiPriceSettings } from '@studyhub/contracts';

/** ADR 0020: 5 points (by default) at a chat's first question, 2 more at every fifth. */
export function chatPriceSummary(prices: AiPriceSettings): string {
  return (
    `A chat costs ${prices.document_chat_base} points when you ask its first question, then ` +
    `${prices.document_chat_per_5_messages} more at the 5th, 10th, 15th question and so on. Opening a chat is free, and ` +
    'nothing is charged for a question that gets no answer.'
  );
}

/** Example conversation lengths for the price table. */
export const EXAMPLE_QUESTIONS = [1, 4, 5, 10, 20] as const;

export function exampleCost(questions: number, prices: AiPriceSettings): number {
  return documentChatSessionCost(questions, prices);
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
