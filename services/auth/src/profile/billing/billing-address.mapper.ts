import { billingAddressSchema, isUuid, type BillingAddress } from '@studyhub/contracts';
import type { UserEntity } from '../../users/user.entity';
import type { BillingAddressFields } from '../profile.repository';

/** GET /api/auth/billing-address: spec section 3, billing address, plus when it was last saved. */
export interface BillingAddressResponse {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  country_id: string;
  postal_code: string;
  phone: string;
  default_billing_address: boolean;
  address_updated_at: string;
}

/** The saved address, or null when the user never saved one. */
export function billingAddressOf(user: UserEntity): BillingAddressResponse | null {
  if (user.addressUpdatedAt === null) return null;
  return {
    address_line1: user.addressLine1 ?? '',
    address_line2: user.addressLine2,
    city: user.city ?? '',
    state: user.state ?? '',
    country_id: user.countryId ?? '',
    postal_code: user.postalCode ?? '',
    phone: user.phone ?? '',
    default_billing_address: user.defaultBillingAddress,
    address_updated_at: user.addressUpdatedAt.toISOString(),
  };
}

/**
 * PUT /api/auth/billing-address. The country is a catalog id (GET /api/countries): only its format
 * is checked here, the catalog owns the list. An empty value already has its own message.
 */
export const ownBillingAddressSchema = billingAddressSchema.extend({
  country_id: billingAddressSchema.shape.country_id.refine((id) => id === '' || isUuid(id), 'Please choose a country.'),
});

/** The columns to store. */
export function billingAddressFieldsOf(input: BillingAddress): BillingAddressFields {
  const line2 = input.address_line2?.trim() ?? '';
  return {
    addressLine1: input.address_line1,
    addressLine2: line2 === '' ? null : line2,
    city: input.city,
    state: input.state,
    countryId: input.country_id.toLowerCase(),
    postalCode: input.postal_code,
    phone: input.phone,
    defaultBillingAddress: input.default_billing_address,
  };
}
