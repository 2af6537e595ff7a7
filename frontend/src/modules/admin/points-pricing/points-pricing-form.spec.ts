import type { AdminPointsBonusTier, AdminPointsPackage } from '@studyhub/contracts';
import {
  dollarsText,
  packageFormValuesOf,
  parseDollars,
  serverFieldErrors,
  tierFormValuesOf,
  validatePackageForm,
  validateTierForm,
} from './points-pricing-form';

describe('parseDollars', () => {
  it('reads dollars with an optional sign, separators and cents', () => {
    expect(parseDollars('4.99')).toEqual({ ok: true, cents: 499 });
    expect(parseDollars(' $1,000 ')).toEqual({ ok: true, cents: 100_000 });
    expect(parseDollars('19.9')).toEqual({ ok: true, cents: 1990 });
    expect(parseDollars('0.29')).toEqual({ ok: true, cents: 29 });
  });

  it('says what is wrong', () => {
    expect(parseDollars('  ')).toEqual({ ok: false, message: 'Enter an amount in US dollars.' });
    expect(parseDollars('4.999')).toEqual({ ok: false, message: 'Use at most two decimals.' });
    expect(parseDollars('-5')).toEqual({ ok: false, message: 'Enter an amount like 9.99.' });
    expect(parseDollars('ten')).toEqual({ ok: false, message: 'Enter an amount like 9.99.' });
  });

  it('writes cents back the way they are typed', () => {
    expect(dollarsText(1000)).toBe('10');
    expect(dollarsText(499)).toBe('4.99');
    expect(dollarsText(1990)).toBe('19.90');
  });
});

describe('validatePackageForm', () => {
  const valid = { name: ' Semester pack ', price: '24.99', isActive: true, isPopular: true };

  it('gives the API request', () => {
    expect(validatePackageForm(valid)).toEqual({
      ok: true,
      input: { name: 'Semester pack', price_cents: 2499, is_active: true, is_popular: true },
    });
  });

  it('keeps the price within $1 and $1,000 with the contract texts', () => {
    expect(validatePackageForm({ ...valid, price: '0.99' })).toEqual({ ok: false, errors: { price: 'At least $1.' } });
    expect(validatePackageForm({ ...valid, price: '1000.01' })).toEqual({
      ok: false,
      errors: { price: 'At most $1,000.' },
    });
  });

  it('names every wrong field at once', () => {
    expect(validatePackageForm({ ...valid, name: '   ', price: '' })).toEqual({
      ok: false,
      errors: { name: 'Enter a name.', price: 'Enter an amount in US dollars.' },
    });
    expect(validatePackageForm({ ...valid, name: 'x'.repeat(81) })).toEqual({
      ok: false,
      errors: { name: 'Must be at most 80 characters.' },
    });
  });

  it('starts from the package being edited, or from an active empty one', () => {
    const pack = { name: 'Starter', price_cents: 500, is_active: false, is_popular: false } as AdminPointsPackage;
    expect(packageFormValuesOf(pack)).toEqual({ name: 'Starter', price: '5', isActive: false, isPopular: false });
    expect(packageFormValuesOf(null)).toEqual({ name: '', price: '', isActive: true, isPopular: false });
  });
});

describe('validateTierForm', () => {
  it('gives the API request', () => {
    expect(validateTierForm({ minAmount: '50', bonusPercent: '10%', isActive: false })).toEqual({
      ok: true,
      input: { min_amount_cents: 5000, bonus_percent: 10, is_active: false },
    });
  });

  it('says what is wrong with each field', () => {
    expect(validateTierForm({ minAmount: '', bonusPercent: '', isActive: true })).toEqual({
      ok: false,
      errors: { minAmount: 'Enter an amount in US dollars.', bonusPercent: 'Enter a percentage.' },
    });
    expect(validateTierForm({ minAmount: '0.50', bonusPercent: '0', isActive: true })).toEqual({
      ok: false,
      errors: { minAmount: 'At least $1.', bonusPercent: 'At least 1%.' },
    });
    expect(validateTierForm({ minAmount: '10', bonusPercent: '12.5', isActive: true })).toEqual({
      ok: false,
      errors: { bonusPercent: 'Use a whole percentage.' },
    });
    expect(validateTierForm({ minAmount: '10', bonusPercent: '101', isActive: true })).toEqual({
      ok: false,
      errors: { bonusPercent: 'At most 100%.' },
    });
  });

  it('starts from the tier being edited', () => {
    const tier = { min_amount_cents: 2500, bonus_percent: 5, is_active: true } as AdminPointsBonusTier;
    expect(tierFormValuesOf(tier)).toEqual({ minAmount: '25', bonusPercent: '5', isActive: true });
  });
});

describe('serverFieldErrors', () => {
  it('puts the API field errors on the form fields', () => {
    expect(serverFieldErrors({ price_cents: ['At least $1.'], is_active: ['x'] }, 'package')).toEqual({
      price: 'At least $1.',
    });
    expect(serverFieldErrors({ bonus_percent: ['At most 100%.', 'other'] }, 'tier')).toEqual({
      bonusPercent: 'At most 100%.',
    });
    expect(serverFieldErrors(undefined, 'tier')).toEqual({});
  });
});
