import { settingsChangeSummary } from './settings-group';

describe('settingsChangeSummary', () => {
  const group = {
    title: 'Money',
    labels: { seller_share_percent: 'seller share (%)', earnings_hold_days: 'earnings hold (days)' },
  };

  it('names each changed setting with its before and after', () => {
    expect(
      settingsChangeSummary(
        group,
        { seller_share_percent: 70, earnings_hold_days: 30 },
        { seller_share_percent: 80, earnings_hold_days: 45 },
      ),
    ).toBe('Money settings: seller share (%) 70 → 80, earnings hold (days) 30 → 45');
  });

  it('leaves unchanged settings out and says when nothing changed', () => {
    const value = { seller_share_percent: 70, earnings_hold_days: 30 };
    expect(settingsChangeSummary(group, value, { ...value, earnings_hold_days: 31 })).toBe(
      'Money settings: earnings hold (days) 30 → 31',
    );
    expect(settingsChangeSummary(group, value, value)).toBe('Money settings: saved unchanged');
  });
});
