import { ConfigValidationError } from '@studyhub/platform';
import { paymentSettingsOf } from './payment-settings';

const none = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PUBLISHABLE_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE_URL: undefined,
};

describe('choosing the payment provider', () => {
  it('uses the simulated provider when no Stripe secret key is set', () => {
    expect(paymentSettingsOf(none)).toEqual({ provider: 'simulated' });
    expect(paymentSettingsOf({ ...none, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toEqual({ provider: 'simulated' });
  });

  it('uses Stripe with a secret key, a webhook secret and a publishable key', () => {
    expect(
      paymentSettingsOf({
        ...none,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x', apiBaseUrl: undefined },
    });
  });

  it('refuses a secret key without a webhook secret or a publishable key, naming both', () => {
    expect(() => paymentSettingsOf({ ...none, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigValidationError);
    try {
      paymentSettingsOf({ ...none, STRIPE_SECRET_KEY: 'sk_test_x' });
    } catch (error) {
      expect((error as ConfigValidationError).problems).toEqual([
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required/),
        expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: required/),
      ]);
    }
    expect(() =>
      paymentSettingsOf({ ...none, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
