import { z } from 'zod';
import { TOOLBAR_ACTIONS, type FixedAiAction } from './ai-pricing';
import { quotedPointsSchema } from './platform-settings';

/**
 * The editor's paid LLM actions (POST /api/editor/actions), named as in the price table
 * (ai-pricing.ts), so an action's name is also its price's key: the six toolbar actions at 3 points,
 * rewrite and improve at 10, and a content analysis at 10.
 */
export const EDITOR_ACTIONS = [
  ...TOOLBAR_ACTIONS,
  'rewrite_content',
  'improve_content',
  'content_analysis',
] as const satisfies readonly FixedAiAction[];
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

export const EDITOR_ACTION_TEXT_MAX = 20_000;
export const EDITOR_ACTION_INSTRUCTION_MAX = 1_000;

/** POST /api/editor/actions; `instruction` is what the student asks of a custom query. */
export const editorActionRequestSchema = z
  .object({
    action: z.enum(EDITOR_ACTIONS, { message: 'Choose an editor action.' }),
    text: z
      .string({ message: 'Select some text first.' })
      .refine((text) => text.trim().length > 0, 'Select some text first.')
      .refine((text) => text.length <= EDITOR_ACTION_TEXT_MAX, `At most ${EDITOR_ACTION_TEXT_MAX} characters.`),
    instruction: z
      .string()
      .trim()
      .max(EDITOR_ACTION_INSTRUCTION_MAX, `At most ${EDITOR_ACTION_INSTRUCTION_MAX} characters.`)
      .optional(),
    /** The price the page showed (GET /api/ai-tools/offer); a higher current price is refused with 409 PRICE_CHANGED. */
    quoted_points: quotedPointsSchema,
  })
  .superRefine((request, context) => {
    if (request.action === 'toolbar_custom_query' && !request.instruction) {
      context.addIssue({ code: 'custom', path: ['instruction'], message: 'Say what the AI should do with the text.' });
    }
  });
export type EditorActionRequest = z.infer<typeof editorActionRequestSchema>;

/** What a content analysis finds in a text (structured output of the model). */
export interface ContentAnalysis {
  /** Two or three sentences on what the text says and how well. */
  summary: string;
  /** The register and voice, e.g. "formal, argumentative". */
  tone: string;
  strengths: string[];
  weaknesses: string[];
  /** Concrete next steps for the student. */
  suggestions: string[];
}

/**
 * The answer: the revised text (for a content analysis, its summary, with the whole analysis in
 * `analysis`), who produced it, what it cost and the balance it left.
 */
export interface EditorActionResult {
  action: EditorAction;
  text: string;
  analysis?: ContentAnalysis;
  engine: 'llm';
  model: string;
  points_charged: number;
  balance: number;
}
