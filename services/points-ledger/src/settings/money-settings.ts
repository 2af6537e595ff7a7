import { moneySettingsSchema, type MoneySettings } from '@studyhub/contracts';
import { defineSettingsGroup, settingsStoreToken, type SettingsStore } from '@studyhub/platform';
import type { PointsLedgerEnv } from '../points-ledger.config';

/**
 * The money settings (seller share, earnings hold, withdrawal minimum): points-ledger applies them,
 * so it holds them; the environment's values apply until an admin saves the group (ADR 0032).
 */
export const moneySettings = defineSettingsGroup({
  name: 'money',
  title: 'Money',
  schema: moneySettingsSchema,
  labels: {
    seller_share_percent: 'seller share (%)',
    earnings_hold_days: 'earnings hold (days)',
    withdrawal_minimum_points: 'withdrawal minimum (points)',
  },
  defaultsFrom: (config: PointsLedgerEnv): MoneySettings => ({
    seller_share_percent: config.SELLER_SHARE_PERCENT,
    earnings_hold_days: config.SELLER_EARNINGS_HOLD_DAYS,
    withdrawal_minimum_points: config.WITHDRAWAL_MINIMUM_POINTS,
  }),
});

export const MONEY_SETTINGS = settingsStoreToken(moneySettings);
export type MoneySettingsStore = SettingsStore<MoneySettings>;
