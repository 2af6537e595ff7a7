import { MATH_CHECK_KINDS, type HomeworkAnswer, type HomeworkStepCheck } from '@studyhub/contracts';
import { z } from 'zod';

const MAX_STEPS = 20;
const MAX_TEXT = 20_000;

const checkSchema = z.object({
  kind: z.enum(MATH_CHECK_KINDS),
  expression: z.string().trim().min(1).max(500),
});

const stepSchema = z.object({
  title: z.string().trim().max(300).default(''),
  body_markdown: z.string().trim().max(MAX_TEXT).optional(),
  /** Models without structured output sometimes shorten the key. */
  body: z.string().trim().max(MAX_TEXT).optional(),
  check: z.unknown().optional(),
});

const answerSchema = z.object({
  steps: z.array(stepSchema).min(1).max(MAX_STEPS),
  final_answer_markdown: z.string().trim().max(MAX_TEXT).optional(),
  final_answer: z.string().trim().max(MAX_TEXT).optional(),
});

/** A model's answer before the math checks ran. */
export type UncheckedAnswer = Omit<HomeworkAnswer, 'steps'> & {
  steps: { title: string; body_markdown: string; check?: HomeworkStepCheck }[];
};

/**
 * The structured answer in a model's reply, or null when it holds none. Without structured output
 * a model may wrap the JSON in a code fence or a sentence, so the outermost braces are read; a step
 * whose check is malformed keeps its text and loses only the check (it then counts as unverified).
 */
export function parseHomeworkAnswer(reply: string): UncheckedAnswer | null {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) return null;
  const steps = parsed.data.steps
    .map((step, index) => {
      const check = checkSchema.safeParse(step.check);
      return {
        title: step.title === '' ? `Step ${index + 1}` : step.title,
        body_markdown: step.body_markdown ?? step.body ?? '',
        ...(check.success ? { check: check.data } : {}),
      };
    })
    .filter((step) => step.body_markdown !== '');
  const finalAnswer = parsed.data.final_answer_markdown ?? parsed.data.final_answer ?? '';
  if (steps.length === 0 || finalAnswer === '') return null;
  return { steps, final_answer_markdown: finalAnswer };
}
