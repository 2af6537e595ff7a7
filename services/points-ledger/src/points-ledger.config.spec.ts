import { loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { pointsLedgerEnvShape } from './points-ledger.config';

const configOf = (env: Record<string, string>) =>
  loadConfig(serviceEnvSchema('points-ledger', pointsLedgerEnvShape), env);

describe('points-ledger configuration', () => {
  it('defaults to a 70% seller share held 30 days, 500-point withdrawals and a 5 s sweep', () => {
    expect(configOf({})).toMatchObject({
      port: 4104,
      SELLER_SHARE_PERCENT: 70,
      SELLER_EARNINGS_HOLD_DAYS: 30,
      WITHDRAWAL_MINIMUM_POINTS: 500,
      LEDGER_SWEEP_INTERVAL_MS: 5000,
    });
    expect(configOf({}).databaseUrl).toMatch(/\/studyhub_points_ledger$/);
  });

  it('refuses a hold period shorter than the refund window, and shares outside 0..100', () => {
    expect(() => configOf({ SELLER_EARNINGS_HOLD_DAYS: '29' })).toThrow(/SELLER_EARNINGS_HOLD_DAYS/);
    expect(() => configOf({ SELLER_SHARE_PERCENT: '101' })).toThrow(/SELLER_SHARE_PERCENT/);
    expect(() => configOf({ WITHDRAWAL_MINIMUM_POINTS: '0' })).toThrow(/WITHDRAWAL_MINIMUM_POINTS/);
    expect(configOf({ SELLER_EARNINGS_HOLD_DAYS: '45', SELLER_SHARE_PERCENT: '80' })).toMatchObject({
      SELLER_EARNINGS_HOLD_DAYS: 45,
      SELLER_SHARE_PERCENT: 80,
    });
  });
});
