import {
  HOMEWORK_QUESTION_MAX_LENGTH,
  askHomeworkQuestionSchema,
  type AskHomeworkQuestionRequest,
  type FormattedQuestion,
} from '@studyhub/contracts';

export const QUESTION_EMPTY_MESSAGE = 'Type your question, write a formula or add a photo of it.';
export const QUESTION_TOO_LONG_MESSAGE = `Keep the question under ${HOMEWORK_QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters.`;
/** The question text of an image-only question: the API needs words, the model reads the image. */
export const IMAGE_ONLY_QUESTION = 'Solve the question in the attached image.';

export interface AskDraft {
  text: string;
  /** LaTeX, without dollar signs. */
  formula: string;
  imageDataUrl: string | null;
  isPublic: boolean;
}

/**
 * The question as formatted blocks: the prose, then the formula as a math block (the model reads it
 * as LaTeX and the page renders it with KaTeX). Null when there is no formula: plain text says it all.
 */
export function buildFormattedQuestion(text: string, formula: string): FormattedQuestion | null {
  const latex = formula.trim();
  if (!latex) return null;
  const prose = text.trim();
  return {
    blocks: [...(prose ? [{ type: 'text' as const, text: prose }] : []), { type: 'math' as const, text: latex }],
  };
}

/**
 * The plain question text (what search, titles and lists show): the student's words; the formula
 * alone when there are none (it also travels as a math block); a sentence for a photo alone.
 */
export function plainQuestionText(draft: Pick<AskDraft, 'text' | 'formula' | 'imageDataUrl'>): string {
  const text = draft.text.trim();
  if (text) return text;
  const formula = draft.formula.trim();
  if (formula) return formula;
  return draft.imageDataUrl ? IMAGE_ONLY_QUESTION : '';
}

export type AskRequestResult = { ok: true; request: AskHomeworkQuestionRequest } | { ok: false; message: string };

/** The POST /api/homework/questions body for a draft, or why it cannot be sent yet. */
export function buildAskRequest(draft: AskDraft): AskRequestResult {
  const question = plainQuestionText(draft);
  if (!question) return { ok: false, message: QUESTION_EMPTY_MESSAGE };
  if (question.length > HOMEWORK_QUESTION_MAX_LENGTH) return { ok: false, message: QUESTION_TOO_LONG_MESSAGE };
  const request: AskHomeworkQuestionRequest = {
    question,
    formatted_question: buildFormattedQuestion(draft.text, draft.formula),
    is_public: draft.isPublic,
    ...(draft.imageDataUrl ? { image: draft.imageDataUrl } : {}),
  };
  const parsed = askHomeworkQuestionSchema.safeParse(request);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? QUESTION_EMPTY_MESSAGE };
  return { ok: true, request };
}

/**
 * The ask body for a question of the public bank: its text and blocks as the bank has them, named
 * by id and slug so the answer refers to it and making it public adds no second copy to the bank.
 */
export function buildBankAskRequest(
  bank: { id: string; slug: string; question: string; formatted_question: FormattedQuestion | null },
  isPublic: boolean,
): AskHomeworkQuestionRequest {
  return {
    question: bank.question.trim().slice(0, HOMEWORK_QUESTION_MAX_LENGTH),
    formatted_question: bank.formatted_question,
    is_public: isPublic,
    bank_question_id: bank.id,
    bank_question_slug: bank.slug,
  };
}
