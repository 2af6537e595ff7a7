import {
  accountSettingsSchema,
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
    const rule = { preview_max_pages: 10, preview_share_percent: 20 };
    expect(documentSettingsSchema.parse(rule)).toEqual(rule);
    expect(documentSettingsSchema.safeParse({ ...rule, preview_max_pages: 0 }).success).toBe(false);
    expect(documentSettingsSchema.safeParse({ ...rule, preview_share_percent: 0 }).success).toBe(false);
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
