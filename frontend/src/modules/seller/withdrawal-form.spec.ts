import { canWithdraw, firstWithdrawalError, payoutCents, validateWithdrawal } from './withdrawal-form';

const limits = { available: 1350, minimum: 500 };

describe('validateWithdrawal', () => {
  it('accepts a request within the limits', () => {
    expect(
      validateWithdrawal({ amount: '1,000', method: 'paypal', destination: ' seller@example.org ' }, limits),
    ).toEqual({
      ok: true,
      request: { amount_points: 1000, method: 'paypal', destination: 'seller@example.org' },
    });
    expect(
      validateWithdrawal({ amount: '500', method: 'bank_transfer', destination: 'DE89 3704 0044 0532 0130 00' }, limits)
        .ok,
    ).toBe(true);
  });

  it('uses the contract texts for missing values', () => {
    expect(validateWithdrawal({ amount: '', method: '', destination: '' }, limits)).toEqual({
      ok: false,
      errors: {
        amount_points: 'Enter an amount in points.',
        method: 'Choose a payout method.',
        destination: 'Enter where the money should go.',
      },
    });
    expect(validateWithdrawal({ amount: '600.5', method: 'paypal', destination: 'a@b.co' }, limits)).toEqual({
      ok: false,
      errors: { amount_points: 'Enter a whole number of points.' },
    });
  });

  it('keeps the amount between the minimum and what is available', () => {
    expect(validateWithdrawal({ amount: '499', method: 'paypal', destination: 'a@b.co' }, limits)).toEqual({
      ok: false,
      errors: { amount_points: 'The minimum withdrawal is 500 points.' },
    });
    expect(validateWithdrawal({ amount: '1351', method: 'paypal', destination: 'a@b.co' }, limits)).toEqual({
      ok: false,
      errors: { amount_points: 'You can withdraw at most 1350 points.' },
    });
  });

  it('wants an email address for PayPal', () => {
    expect(validateWithdrawal({ amount: '500', method: 'paypal', destination: 'my account' }, limits)).toEqual({
      ok: false,
      errors: { destination: 'Enter the email address of your PayPal account.' },
    });
  });

  it('points at the first field with an error', () => {
    expect(firstWithdrawalError({ destination: 'x', method: 'y' })).toBe('method');
    expect(firstWithdrawalError({})).toBeNull();
  });
});

describe('limits and payout', () => {
  it('allows a withdrawal from the minimum on', () => {
    expect(canWithdraw({ available: 500, minimum: 500 })).toBe(true);
    expect(canWithdraw({ available: 499, minimum: 500 })).toBe(false);
    expect(canWithdraw({ available: 0, minimum: 0 })).toBe(false);
  });

  it('pays 10 cents a point', () => {
    expect(payoutCents(1350)).toBe(13500);
  });
});
