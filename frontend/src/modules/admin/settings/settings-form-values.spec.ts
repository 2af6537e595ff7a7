import {
  formatSettingValue,
  serverSettingsErrors,
  settingsChanges,
  settingsFormValuesOf,
  titleInSentence,
  validateSettingsForm,
} from './settings-form-values';
import { DEFAULT_AI_PRICES } from '@studyhub/contracts';
import {
  AI_PRICES_SETTINGS_PAGE,
  AI_TOOLS_SETTINGS_PAGE,
  DOCUMENTS_SETTINGS_PAGE,
  FEATURES_SETTINGS_PAGE,
  MONEY_SETTINGS_PAGE,
} from './settings-groups';

const money = { seller_share_percent: 70, earnings_hold_days: 30, withdrawal_minimum_points: 500 };

describe('the settings form', () => {
  it('starts from the current values as text', () => {
    expect(settingsFormValuesOf(MONEY_SETTINGS_PAGE, money)).toEqual({
      seller_share_percent: '70',
      earnings_hold_days: '30',
      withdrawal_minimum_points: '500',
    });
  });

  it('turns valid text into the group value, thousands separators allowed', () => {
    const values = { seller_share_percent: ' 80 ', earnings_hold_days: '45', withdrawal_minimum_points: '1,000' };
    expect(validateSettingsForm(MONEY_SETTINGS_PAGE, values)).toEqual({
      ok: true,
      value: { seller_share_percent: 80, earnings_hold_days: 45, withdrawal_minimum_points: 1000 },
    });
  });

  it('puts each problem on its field with the service’s own bounds', () => {
    const result = validateSettingsForm(MONEY_SETTINGS_PAGE, {
      seller_share_percent: '101',
      earnings_hold_days: '14',
      withdrawal_minimum_points: 'ten',
    });
    expect(result).toEqual({ ok: false, errors: { withdrawal_minimum_points: 'Enter a whole number.' } });
    const bounds = validateSettingsForm(MONEY_SETTINGS_PAGE, {
      seller_share_percent: '101',
      earnings_hold_days: '14',
      withdrawal_minimum_points: '10',
    });
    expect(bounds).toEqual({
      ok: false,
      errors: {
        seller_share_percent: 'Enter a whole percentage from 0 to 100.',
        earnings_hold_days: 'The hold period must be at least 30 days, the refund window.',
      },
    });
  });

  it('lists only what changes, before and after, with units', () => {
    expect(
      settingsChanges(MONEY_SETTINGS_PAGE, money, {
        ...money,
        seller_share_percent: 80,
        withdrawal_minimum_points: 1500,
      }),
    ).toEqual([
      { key: 'seller_share_percent', label: 'Seller share', before: '70%', after: '80%' },
      { key: 'withdrawal_minimum_points', label: 'Withdrawal minimum', before: '500 points', after: '1,500 points' },
    ]);
    expect(settingsChanges(MONEY_SETTINGS_PAGE, money, money)).toEqual([]);
    expect(formatSettingValue(MONEY_SETTINGS_PAGE.fields[1]!, 30)).toBe('30 days');
  });

  it('maps the service’s field errors onto the form', () => {
    expect(
      serverSettingsErrors(MONEY_SETTINGS_PAGE, { 'value.earnings_hold_days': ['Too short'], version: ['x'] }),
    ).toEqual({
      earnings_hold_days: 'Too short',
    });
  });

  it('checks the preview rule with the document service’s bounds', () => {
    expect(
      validateSettingsForm(DOCUMENTS_SETTINGS_PAGE, {
        preview_share_percent: '25',
        preview_max_pages: '12',
        uploads_open: 'true',
      }),
    ).toEqual({
      ok: true,
      value: { preview_share_percent: 25, preview_max_pages: 12, uploads_open: true },
    });
    expect(
      validateSettingsForm(DOCUMENTS_SETTINGS_PAGE, {
        preview_share_percent: '0',
        preview_max_pages: '51',
        uploads_open: 'true',
      }),
    ).toEqual({
      ok: false,
      errors: {
        preview_share_percent: 'Enter a whole percentage from 1 to 100.',
        preview_max_pages: 'The preview can show at most 50 pages.',
      },
    });
  });

  it('turns a switch into a boolean and names its states', () => {
    const values = settingsFormValuesOf(FEATURES_SETTINGS_PAGE, { registration_open: true });
    expect(values).toEqual({ registration_open: 'true' });
    expect(validateSettingsForm(FEATURES_SETTINGS_PAGE, { registration_open: 'false' })).toEqual({
      ok: true,
      value: { registration_open: false },
    });
    expect(settingsChanges(FEATURES_SETTINGS_PAGE, { registration_open: true }, { registration_open: false })).toEqual([
      { key: 'registration_open', label: 'Registration', before: 'Open', after: 'Closed' },
    ]);
  });

  it('has the uploads switch beside the preview rule', () => {
    const documents = { preview_share_percent: 10, preview_max_pages: 5, uploads_open: true };
    expect(settingsFormValuesOf(DOCUMENTS_SETTINGS_PAGE, documents)).toEqual({
      preview_share_percent: '10',
      preview_max_pages: '5',
      uploads_open: 'true',
    });
    expect(settingsChanges(DOCUMENTS_SETTINGS_PAGE, documents, { ...documents, uploads_open: false })).toEqual([
      { key: 'uploads_open', label: 'Uploads', before: 'Open', after: 'Closed' },
    ]);
  });

  it('lists every AI price once, under its heading, and checks them with the service’s rules', () => {
    expect(AI_PRICES_SETTINGS_PAGE.fields.map((field) => field.key).sort()).toEqual(
      Object.keys(DEFAULT_AI_PRICES).sort(),
    );
    expect(new Set(AI_PRICES_SETTINGS_PAGE.fields.map((field) => field.section))).toEqual(
      new Set(['Fixed-price actions', 'Writing', 'Document chat', 'Flashcards']),
    );
    for (const field of AI_PRICES_SETTINGS_PAGE.fields) expect(field.hint).toContain('10 points are 1 USD');

    const values = settingsFormValuesOf(AI_PRICES_SETTINGS_PAGE, DEFAULT_AI_PRICES);
    expect(validateSettingsForm(AI_PRICES_SETTINGS_PAGE, { ...values, ai_detection: '8' })).toEqual({
      ok: true,
      value: { ...DEFAULT_AI_PRICES, ai_detection: 8 },
    });
    expect(
      validateSettingsForm(AI_PRICES_SETTINGS_PAGE, { ...values, reference_search: '0', flashcards_up_to_20: '4' }),
    ).toEqual({
      ok: false,
      errors: {
        reference_search: 'A price must be at least 1 point.',
        flashcards_up_to_20: 'A bigger deck cannot cost less than a smaller one.',
      },
    });
    expect(
      settingsChanges(AI_PRICES_SETTINGS_PAGE, DEFAULT_AI_PRICES, { ...DEFAULT_AI_PRICES, ai_detection: 8 }),
    ).toEqual([{ key: 'ai_detection', label: 'AI content check', before: '5 points', after: '8 points' }]);
  });

  it('turns the model choices into names or null, the deployment’s default', () => {
    const tools = {
      ai_writer_open: true,
      ai_editor_open: true,
      homework_helper_open: true,
      document_chat_open: true,
      flashcards_open: false,
      ai_detector_open: true,
      plagiarism_checker_open: true,
      model_writer: 'gpt-4o',
      model_editor: null,
      model_homework: null,
      model_chat: null,
      model_flashcards: null,
      model_detector: null,
    };
    const values = settingsFormValuesOf(AI_TOOLS_SETTINGS_PAGE, tools);
    expect(values).toMatchObject({ flashcards_open: 'false', model_writer: 'gpt-4o', model_editor: '' });
    expect(
      validateSettingsForm(AI_TOOLS_SETTINGS_PAGE, { ...values, model_writer: '', model_chat: 'llama-3' }),
    ).toEqual({
      ok: true,
      value: { ...tools, model_writer: null, model_chat: 'llama-3' },
    });
    expect(
      settingsChanges(AI_TOOLS_SETTINGS_PAGE, tools, { ...tools, model_writer: null, flashcards_open: true }),
    ).toEqual([
      { key: 'flashcards_open', label: 'Flashcard maker', before: 'Switched off', after: 'Open' },
      { key: 'model_writer', label: 'AI writer model', before: 'gpt-4o', after: 'Deployment default' },
    ]);
  });

  it('names a group inside a sentence, keeping an acronym', () => {
    expect(titleInSentence('Money')).toBe('money');
    expect(titleInSentence('Document previews')).toBe('document previews');
    expect(titleInSentence('AI prices')).toBe('AI prices');
  });
});
