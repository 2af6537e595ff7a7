import {
  formatSettingValue,
  serverSettingsErrors,
  settingsChanges,
  settingsFormValuesOf,
  validateSettingsForm,
} from './settings-form-values';
import { DOCUMENTS_SETTINGS_PAGE, FEATURES_SETTINGS_PAGE, MONEY_SETTINGS_PAGE } from './settings-groups';

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
      validateSettingsForm(DOCUMENTS_SETTINGS_PAGE, { preview_share_percent: '25', preview_max_pages: '12' }),
    ).toEqual({
      ok: true,
      value: { preview_share_percent: 25, preview_max_pages: 12 },
    });
    expect(
      validateSettingsForm(DOCUMENTS_SETTINGS_PAGE, { preview_share_percent: '0', preview_max_pages: '51' }),
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
});
