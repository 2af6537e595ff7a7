import { billingFormFrom, EMPTY_BILLING_FORM, parseBillingAddress, validateBillingForm } from './billing-form';

const saved = {
  address_line1: '12 Harbour Road',
  address_line2: null,
  city: 'Cape Town',
  state: 'Western Cape',
  country_id: 'za',
  postal_code: '8001',
  phone: '+27 21 555 0100',
  default_billing_address: true,
  address_updated_at: '2025-10-01T09:00:00.000Z',
};

describe('parseBillingAddress', () => {
  it('reads a saved address', () => {
    expect(parseBillingAddress(saved)).toEqual(saved);
  });

  it('is null for no address', () => {
    expect(parseBillingAddress(null)).toBeNull();
    expect(parseBillingAddress({ address_line1: '' })).toBeNull();
  });
});

describe('billingFormFrom', () => {
  it('fills the form from the saved address, or starts empty', () => {
    expect(billingFormFrom(parseBillingAddress(saved))).toMatchObject({ address_line2: '', city: 'Cape Town' });
    expect(billingFormFrom(null)).toEqual(EMPTY_BILLING_FORM);
  });
});

describe('validateBillingForm', () => {
  it('accepts a complete address with an empty second line', () => {
    const result = validateBillingForm(billingFormFrom(parseBillingAddress(saved)));
    expect(result).toEqual({
      isValid: true,
      data: {
        address_line1: '12 Harbour Road',
        address_line2: null,
        city: 'Cape Town',
        state: 'Western Cape',
        country_id: 'za',
        postal_code: '8001',
        phone: '+27 21 555 0100',
        default_billing_address: true,
      },
    });
  });

  it('names every missing field but the optional second line', () => {
    const result = validateBillingForm(EMPTY_BILLING_FORM);
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['address_line1', 'city', 'country_id', 'phone', 'postal_code', 'state'].sort(),
    );
    expect(result.errors.country_id).toBe('Please choose a country.');
  });
});
