import { z } from 'zod';

/**
 * Platform settings (ADR 0032): each group lives in the service that applies it, is changed through
 * `PUT /admin/settings/<group>` with the version the admin read, and keeps an append-only history.
 */
export const SETTINGS_GROUPS = ['money', 'documents', 'accounts', 'ai-prices', 'ai-tools'] as const;
export type SettingsGroupName = (typeof SETTINGS_GROUPS)[number];

/** A seller's earnings may never be released before a refund is no longer possible (ADR 0014). */
export const SETTINGS_REFUND_WINDOW_DAYS = 30;

const wholeNumber = (message: string) => z.number({ message }).int(message);

/** points-ledger: how a sale is split and when sellers may withdraw. */
export const moneySettingsSchema = z.strictObject({
  seller_share_percent: wholeNumber('Enter a whole percentage from 0 to 100.')
    .min(0, 'Enter a whole percentage from 0 to 100.')
    .max(100, 'Enter a whole percentage from 0 to 100.'),
  earnings_hold_days: wholeNumber('Enter a whole number of days.')
    .min(
      SETTINGS_REFUND_WINDOW_DAYS,
      `The hold period must be at least ${SETTINGS_REFUND_WINDOW_DAYS} days, the refund window.`,
    )
    .max(365, 'The hold period can be at most 365 days.'),
  withdrawal_minimum_points: wholeNumber('Enter a whole number of points.')
    .min(1, 'The withdrawal minimum must be at least 1 point.')
    .max(1_000_000, 'The withdrawal minimum can be at most 1,000,000 points.'),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** document-processing: how much of a document non-buyers may preview. */
export const documentSettingsSchema = z.strictObject({
  preview_max_pages: wholeNumber('Enter a whole number of pages.')
    .min(1, 'The preview must show at least 1 page.')
    .max(50, 'The preview can show at most 50 pages.'),
  preview_share_percent: wholeNumber('Enter a whole percentage from 1 to 100.')
    .min(1, 'Enter a whole percentage from 1 to 100.')
    .max(100, 'Enter a whole percentage from 1 to 100.'),
  /** Feature switch: closed refuses new uploads with 403 UPLOADS_CLOSED; listed documents stay. */
  uploads_open: z.boolean({ message: 'Choose whether sellers can upload documents.' }),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

/** auth: feature switches of accounts. */
export const accountSettingsSchema = z.strictObject({
  registration_open: z.boolean({ message: 'Choose whether new accounts can be created.' }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** `GET /auth/registration`: whether the register page takes new accounts (public). */
export interface RegistrationStatus {
  open: boolean;
}

export const REGISTRATION_CLOSED_MESSAGE =
  'New accounts cannot be created right now. Please try again later; existing accounts can still sign in.';

/** `GET /uploads/status`: whether sellers can upload right now (public, like the registration switch). */
export interface UploadsStatus {
  open: boolean;
}

export const UPLOADS_CLOSED_MESSAGE =
  'Uploads are paused right now. Please try again later; documents already uploaded are not affected.';

const aiPrice = wholeNumber('Enter a whole number of points.')
  .min(1, 'A price must be at least 1 point.')
  .max(10_000, 'A price can be at most 10,000 points.');

/**
 * ai-tools: what each paid AI action costs, in points (spec section 9 gives the defaults,
 * `DEFAULT_AI_PRICES` in ai-pricing.ts). Flat, so the history and the audit name each price.
 */
export const aiPriceSettingsSchema = z
  .strictObject({
    content_analysis: aiPrice,
    ai_detection: aiPrice,
    plagiarism_check: aiPrice,
    toolbar_improve_writing: aiPrice,
    toolbar_make_natural: aiPrice,
    toolbar_shorter: aiPrice,
    toolbar_longer: aiPrice,
    toolbar_custom_query: aiPrice,
    toolbar_enhance_expression: aiPrice,
    rewrite_content: aiPrice,
    improve_content: aiPrice,
    writing_per_100_words: aiPrice,
    reference_search: aiPrice,
    document_chat_base: aiPrice,
    document_chat_per_5_messages: aiPrice,
    flashcards_up_to_10: aiPrice,
    flashcards_up_to_20: aiPrice,
    flashcards_up_to_30: aiPrice,
    flashcards_beyond_30: aiPrice,
  })
  .superRefine((prices, context) => {
    // A bigger deck never costs less than a smaller one.
    const bands = [
      'flashcards_up_to_10',
      'flashcards_up_to_20',
      'flashcards_up_to_30',
      'flashcards_beyond_30',
    ] as const;
    for (let index = 1; index < bands.length; index += 1) {
      const band = bands[index]!;
      if (prices[band] < prices[bands[index - 1]!]) {
        context.addIssue({
          code: 'custom',
          path: [band],
          message: 'A bigger deck cannot cost less than a smaller one.',
        });
      }
    }
  });
export type AiPriceSettings = z.infer<typeof aiPriceSettingsSchema>;
export type AiPriceKey = keyof AiPriceSettings;

/** The AI tools an admin can switch off, each enforced by ai-tools (403 TOOL_CLOSED). */
export const AI_TOOL_KEYS = [
  'ai_writer',
  'ai_editor',
  'homework_helper',
  'document_chat',
  'flashcards',
  'ai_detector',
  'plagiarism_checker',
] as const;
export type AiToolKey = (typeof AI_TOOL_KEYS)[number];

/** The model each generating feature uses; `null` keeps the deployment's (LLM_MODEL_<FEATURE>). */
const modelChoice = z
  .string({ message: 'Choose a model.' })
  .trim()
  .min(1, 'Choose a model.')
  .max(200, 'A model name has at most 200 characters.')
  .nullable();

/** ai-tools: feature switches per tool and the model per feature (chosen from the endpoint's list). */
export const aiToolSettingsSchema = z.strictObject({
  ai_writer_open: z.boolean({ message: 'Choose whether the AI writer is open.' }),
  ai_editor_open: z.boolean({ message: 'Choose whether the AI editor is open.' }),
  homework_helper_open: z.boolean({ message: 'Choose whether the homework helper is open.' }),
  document_chat_open: z.boolean({ message: 'Choose whether document chat is open.' }),
  flashcards_open: z.boolean({ message: 'Choose whether the flashcard maker is open.' }),
  ai_detector_open: z.boolean({ message: 'Choose whether the AI content detector is open.' }),
  plagiarism_checker_open: z.boolean({ message: 'Choose whether the plagiarism checker is open.' }),
  model_writer: modelChoice,
  model_editor: modelChoice,
  model_homework: modelChoice,
  model_chat: modelChoice,
  model_flashcards: modelChoice,
  model_detector: modelChoice,
});
export type AiToolSettings = z.infer<typeof aiToolSettingsSchema>;

/** The switch of each tool in `AiToolSettings`. */
export function aiToolSwitchKey(tool: AiToolKey): `${AiToolKey}_open` {
  return `${tool}_open`;
}

/**
 * `GET /ai-tools/offer` (public): the prices in force with their version and which tools are open,
 * so the landing pages, the quotes and the metering all use one number.
 */
export interface AiToolsOffer {
  prices: AiPriceSettings;
  prices_version: number;
  tools: Record<AiToolKey, boolean>;
}

/** `GET /admin/ai-tools/models` (admin): the models the configured endpoint offers to choose from. */
export interface AiModelChoices {
  configured: boolean;
  /** The deployment's model per feature (what `null` means). */
  defaults: Record<'writer' | 'editor' | 'homework' | 'chat' | 'flashcards' | 'detector', string | null>;
  models: string[];
}

export const TOOL_CLOSED_MESSAGE = 'This tool is switched off for now. Please try again later.';

/** A paid request carries the price the page showed (`quoted_points`); a higher current price is refused. */
export function priceChangedMessage(points: number): string {
  return `The price changed to ${points} points since the page was opened. Check the new price and try again.`;
}

/**
 * `quoted_points` of a paid request: the price the page showed. Optional: without it the current
 * price applies; with it a higher current price is refused (409 PRICE_CHANGED), a lower one charged.
 */
export const quotedPointsSchema = wholeNumber('The quoted price is a whole number of points.')
  .min(1, 'The quoted price is a whole number of points.')
  .optional();

export const SETTINGS_NOTE_MAX_LENGTH = 500;

/** `PUT /admin/settings/<group>`: the whole group, the version it was read at and why it changes. */
export function settingsUpdateSchemaOf<TValue extends z.ZodType>(value: TValue) {
  return z.strictObject({
    version: z.number({ message: 'The version you read is required.' }).int().min(0),
    value,
    note: z
      .string()
      .trim()
      .max(SETTINGS_NOTE_MAX_LENGTH, `Keep the note under ${SETTINGS_NOTE_MAX_LENGTH} characters.`)
      .optional(),
  });
}

/** A group as it stands: version 0 means no admin has saved it yet and the defaults apply. */
export interface SettingsSnapshot<TValue> {
  group: SettingsGroupName;
  version: number;
  value: TValue;
  /** The values in force before any admin change (from the environment). */
  defaults: TValue;
  updated_at: string | null;
  updated_by: string | null;
}

/** One saved change: who, when, before and after. */
export interface SettingsHistoryEntry<TValue> {
  version: number;
  changed_by: string;
  changed_by_email: string | null;
  changed_at: string;
  before: TValue;
  after: TValue;
  note: string | null;
}

export const settingsHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SettingsHistoryQuery = z.infer<typeof settingsHistoryQuerySchema>;

export const SETTINGS_MESSAGES = {
  staleVersion:
    'These settings were changed by someone else since you opened them. Reload to see the current values, then make your change again.',
} as const;
