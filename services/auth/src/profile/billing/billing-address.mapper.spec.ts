import { UserEntity } from '../../users/user.entity';
import { billingAddressFieldsOf, billingAddressOf, ownBillingAddressSchema } from './billing-address.mapper';

const COUNTRY = '6F1C1D1E-2B3A-4C5D-8E9F-0A1B2C3D4E5F';

describe('billingAddressOf', () => {
  it('is null while the user never saved an address', () => {
    expect(billingAddressOf(Object.assign(new UserEntity(), { addressUpdatedAt: null }))).toBeNull();
  });

  it('answers the saved address in snake case', () => {
    const user = Object.assign(new UserEntity(), {
      addressLine1: '12 Broad Street',
      addressLine2: null,
      city: 'Lagos',
      state: 'Lagos',
      countryId: COUNTRY.toLowerCase(),
      postalCode: '100001',
      phone: '+234 801 234 5678',
      defaultBillingAddress: true,
      addressUpdatedAt: new Date('2026-02-03T04:05:06.000Z'),
    });
    expect(billingAddressOf(user)).toEqual({
      address_line1: '12 Broad Street',
      address_line2: null,
      city: 'Lagos',
      state: 'Lagos',
      country_id: COUNTRY.toLowerCase(),
      postal_code: '100001',
      phone: '+234 801 234 5678',
      default_billing_address: true,
      address_updated_at: '2026-02-03T04:05:06.000Z',
    });
  });
});

describe('billingAddressFieldsOf', () => {
  const valid = ownBillingAddressSchema.parse({
    address_line1: ' 12 Broad Street ',
    address_line2: '   ',
    city: 'Lagos',
    state: 'Lagos',
    country_id: COUNTRY,
    postal_code: '100001',
    phone: '+234 801 234 5678',
  });

  it('stores an empty second line as none and the country id lower-cased', () => {
    expect(billingAddressFieldsOf(valid)).toEqual({
      addressLine1: '12 Broad Street',
      addressLine2: null,
      city: 'Lagos',
      state: 'Lagos',
      countryId: COUNTRY.toLowerCase(),
      postalCode: '100001',
      phone: '+234 801 234 5678',
      defaultBillingAddress: true,
    });
  });

  it('refuses a country that is not a catalog id, naming the field once', () => {
    const wrong = ownBillingAddressSchema.safeParse({ ...valid, country_id: 'Nigeria' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['country_id', 'Please choose a country.'],
    ]);
    const empty = ownBillingAddressSchema.safeParse({ ...valid, country_id: ' ' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['country_id', 'Please choose a country.'],
    ]);
  });
});
