import { billingAddressSchema, type BillingAddress } from '@studyhub/contracts';

/** A saved address as GET /api/auth/billing-address returns it. */
export interface SavedBillingAddress extends BillingAddress {
  address_updated_at: string | null;
}

export const BILLING_TEXT_FIELDS = [
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country_id',
  'postal_code',
  'phone',
] as const;
export type BillingTextField = (typeof BILLING_TEXT_FIELDS)[number];
export type BillingFormValues = Record<BillingTextField, string> & { default_billing_address: boolean };
export type BillingFieldErrors = Partial<Record<BillingTextField, string>>;

export const EMPTY_BILLING_FORM: BillingFormValues = {
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  country_id: '',
  postal_code: '',
  phone: '',
  default_billing_address: true,
};

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** Reads the saved address; null when the answer is not one. */
export function parseBillingAddress(data: unknown): SavedBillingAddress | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (!text(record.address_line1)) return null;
  return {
    address_line1: text(record.address_line1),
    address_line2: text(record.address_line2) || null,
    city: text(record.city),
    state: text(record.state),
    country_id: text(record.country_id),
    postal_code: text(record.postal_code),
    phone: text(record.phone),
    default_billing_address: record.default_billing_address !== false,
    address_updated_at: text(record.address_updated_at) || null,
  };
}

export function billingFormFrom(address: SavedBillingAddress | null): BillingFormValues {
  if (!address) return EMPTY_BILLING_FORM;
  return {
    address_line1: address.address_line1,
    address_line2: address.address_line2 ?? '',
    city: address.city,
    state: address.state,
    country_id: address.country_id,
    postal_code: address.postal_code,
    phone: address.phone,
    default_billing_address: address.default_billing_address,
  };
}

/** Checks the form with the API's schema; address line 2 is optional (spec section 5). */
export function validateBillingForm(
  values: BillingFormValues,
): { isValid: true; data: BillingAddress } | { isValid: false; errors: BillingFieldErrors } {
  const result = billingAddressSchema.safeParse({ ...values, address_line2: values.address_line2.trim() || null });
  if (result.success) return { isValid: true, data: result.data };
  const errors: BillingFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (BILLING_TEXT_FIELDS as readonly string[]).includes(field)) {
      errors[field as BillingTextField] ??= issue.message;
    }
  }
  return { isValid: false, errors };
}
