import { DEFAULT_AI_PRICES } from './ai-pricing';
import {
  accountSettingsSchema,
  aiPriceSettingsSchema,
  aiToolSettingsSchema,
  documentSettingsSchema,
  moneySettingsSchema,
  settingsUpdateSchemaOf,
} from './platform-settings';

describe('platform settings schemas', () => {
  const money = { seller_share_percent: 70, earnings_hold_days: 30, withdrawal_minimum_points: 500 };

  it('accepts the defaults and the bounds of the money group', () => {
    expect(moneySettingsSchema.parse(money)).toEqual(money);
    expect(moneySettingsSchema.safeParse({ ...money, seller_share_percent: 0 }).success).toBe(true);
    expect(moneySettingsSchema.safeParse({ ...money, seller_share_percent: 100 }).success).toBe(true);
    expect(moneySettingsSchema.safeParse({ ...money, earnings_hold_days: 365 }).success).toBe(true);
  });

  it('refuses a hold period shorter than the refund window, naming why', () => {
    const result = moneySettingsSchema.safeParse({ ...money, earnings_hold_days: 29 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/at least 30 days, the refund window/);
  });

  it('refuses fractions, out-of-range shares, a zero minimum and unknown fields', () => {
    expect(moneySettingsSchema.safeParse({ ...money, seller_share_percent: 70.5 }).success).toBe(false);
    expect(moneySettingsSchema.safeParse({ ...money, seller_share_percent: 101 }).success).toBe(false);
    expect(moneySettingsSchema.safeParse({ ...money, withdrawal_minimum_points: 0 }).success).toBe(false);
    expect(moneySettingsSchema.safeParse({ ...money, extra: 1 }).success).toBe(false);
  });

  it('bounds the preview rule', () => {
    const rule = { preview_max_pages: 10, preview_share_percent: 20, uploads_open: true };
    expect(documentSettingsSchema.parse(rule)).toEqual(rule);
    expect(documentSettingsSchema.safeParse({ ...rule, preview_max_pages: 0 }).success).toBe(false);
    expect(documentSettingsSchema.safeParse({ ...rule, preview_share_percent: 0 }).success).toBe(false);
  });

  it('takes the spec’s AI prices as they are and refuses free, fractional or shrinking-band prices', () => {
    expect(aiPriceSettingsSchema.parse(DEFAULT_AI_PRICES)).toEqual(DEFAULT_AI_PRICES);
    expect(aiPriceSettingsSchema.safeParse({ ...DEFAULT_AI_PRICES, ai_detection: 0 }).success).toBe(false);
    expect(aiPriceSettingsSchema.safeParse({ ...DEFAULT_AI_PRICES, ai_detection: 2.5 }).success).toBe(false);
    const shrinking = aiPriceSettingsSchema.safeParse({ ...DEFAULT_AI_PRICES, flashcards_up_to_20: 4 });
    expect(shrinking.success).toBe(false);
    expect(shrinking.error?.issues[0]).toMatchObject({
      path: ['flashcards_up_to_20'],
      message: 'A bigger deck cannot cost less than a smaller one.',
    });
  });

  it('switches each AI tool and keeps the deployment’s model when none is chosen', () => {
    const tools = {
      ai_writer_open: true,
      ai_editor_open: true,
      homework_helper_open: false,
      document_chat_open: true,
      flashcards_open: true,
      ai_detector_open: true,
      plagiarism_checker_open: true,
      model_writer: null,
      model_editor: '  gpt-4o-mini ',
      model_homework: null,
      model_chat: null,
      model_flashcards: null,
      model_detector: null,
    };
    expect(aiToolSettingsSchema.parse(tools).model_editor).toBe('gpt-4o-mini');
    expect(aiToolSettingsSchema.safeParse({ ...tools, model_writer: '  ' }).success).toBe(false);
    expect(aiToolSettingsSchema.safeParse({ ...tools, ai_writer_open: 'yes' }).success).toBe(false);
  });

  it('needs the version that was read and trims the note', () => {
    const update = settingsUpdateSchemaOf(moneySettingsSchema);
    expect(update.safeParse({ value: money }).success).toBe(false);
    expect(update.parse({ version: 3, value: money, note: '  promo  ' })).toEqual({
      version: 3,
      value: money,
      note: 'promo',
    });
  });

  it('takes the registration switch only as a boolean', () => {
    expect(accountSettingsSchema.parse({ registration_open: false })).toEqual({ registration_open: false });
    expect(accountSettingsSchema.safeParse({ registration_open: 'no' }).success).toBe(false);
  });
});
