import { loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { ordersEnvShape } from './orders.config';

const configOf = (env: Record<string, string>) => loadConfig(serviceEnvSchema('orders', ordersEnvShape), env);

describe('orders configuration', () => {
  it('reconciles every 5 s and lets a Stripe points order wait 24 hours for its payment', () => {
    expect(configOf({})).toMatchObject({
      port: 4103,
      ORDERS_RECONCILE_INTERVAL_MS: 5000,
      ORDERS_POINTS_ORDER_EXPIRY_MS: 86_400_000,
    });
    expect(configOf({ ORDERS_POINTS_ORDER_EXPIRY_MS: '3600000' }).ORDERS_POINTS_ORDER_EXPIRY_MS).toBe(3_600_000);
  });

  it('refuses an expiry shorter than a minute, or not a whole number of milliseconds, naming the variable', () => {
    expect(() => configOf({ ORDERS_POINTS_ORDER_EXPIRY_MS: '59999' })).toThrow(/ORDERS_POINTS_ORDER_EXPIRY_MS/);
    expect(() => configOf({ ORDERS_POINTS_ORDER_EXPIRY_MS: '1.5e5x' })).toThrow(/ORDERS_POINTS_ORDER_EXPIRY_MS/);
    expect(() => configOf({ ORDERS_POINTS_ORDER_EXPIRY_MS: '90000.5' })).toThrow(/ORDERS_POINTS_ORDER_EXPIRY_MS/);
  });
});
