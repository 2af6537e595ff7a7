import {
  pointsBonusTierInputSchema,
  pointsPackageInputSchema,
  type AdminPointsBonusTier,
  type AdminPointsPackage,
  type PointsBonusTierInput,
  type PointsPackageInput,
} from '@studyhub/contracts';

/** The back office types dollars; the orders service stores cents (ADR 0014). */
export function parseDollars(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return { ok: false, message: 'Enter an amount in US dollars.' };
  if (/^\d+\.\d{3,}$/.test(cleaned)) return { ok: false, message: 'Use at most two decimals.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: 'Enter an amount like 9.99.' };
  return { ok: true, cents: Math.round(Number(cleaned) * 100) };
}

/** Cents back to what the form shows: 499 -> "4.99", 1000 -> "10". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

type Validation<Input, Field extends string> =
  { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

export type PackageField = 'name' | 'price';
export interface PackageFormValues {
  name: string;
  price: string;
  isActive: boolean;
  isPopular: boolean;
}

export const PACKAGE_FIELDS: readonly PackageField[] = ['name', 'price'];
/** The API's field names for the form's (server field errors land on the right input). */
const PACKAGE_FIELD_OF: Record<string, PackageField> = { name: 'name', price_cents: 'price' };

export function packageFormValuesOf(pack: AdminPointsPackage | null): PackageFormValues {
  return pack
    ? { name: pack.name, price: dollarsText(pack.price_cents), isActive: pack.is_active, isPopular: pack.is_popular }
    : { name: '', price: '', isActive: true, isPopular: false };
}

/** The contract's checks, with the price read from dollars; the messages are the API's own. */
export function validatePackageForm(values: PackageFormValues): Validation<PointsPackageInput, PackageField> {
  const errors: Partial<Record<PackageField, string>> = {};
  const price = parseDollars(values.price);
  if (!price.ok) errors.price = price.message;
  const parsed = pointsPackageInputSchema.safeParse({
    name: values.name,
    price_cents: price.ok ? price.cents : 100,
    is_active: values.isActive,
    is_popular: values.isPopular,
  });
  if (!parsed.success) collect(errors, parsed.error.issues, PACKAGE_FIELD_OF);
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, input: parsed.data } : { ok: false, errors };
}

export type TierField = 'minAmount' | 'bonusPercent';
export interface TierFormValues {
  minAmount: string;
  bonusPercent: string;
  isActive: boolean;
}

export const TIER_FIELDS: readonly TierField[] = ['minAmount', 'bonusPercent'];
const TIER_FIELD_OF: Record<string, TierField> = { min_amount_cents: 'minAmount', bonus_percent: 'bonusPercent' };

export function tierFormValuesOf(tier: AdminPointsBonusTier | null): TierFormValues {
  return tier
    ? {
        minAmount: dollarsText(tier.min_amount_cents),
        bonusPercent: String(tier.bonus_percent),
        isActive: tier.is_active,
      }
    : { minAmount: '', bonusPercent: '', isActive: true };
}

export function validateTierForm(values: TierFormValues): Validation<PointsBonusTierInput, TierField> {
  const errors: Partial<Record<TierField, string>> = {};
  const amount = parseDollars(values.minAmount);
  if (!amount.ok) errors.minAmount = amount.message;
  const percent = values.bonusPercent.trim().replace(/%$/, '').trim();
  const parsed = pointsBonusTierInputSchema.safeParse({
    min_amount_cents: amount.ok ? amount.cents : 100,
    // An empty field is "no number", not zero.
    bonus_percent: percent === '' ? Number.NaN : percent,
    is_active: values.isActive,
  });
  if (!parsed.success) collect(errors, parsed.error.issues, TIER_FIELD_OF);
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, input: parsed.data } : { ok: false, errors };
}

/** Field errors of a refused write (`error.fields`, keyed by the API's names) on the form's fields. */
export function serverFieldErrors<Field extends string>(
  fields: Record<string, string[]> | undefined,
  kind: 'package' | 'tier',
): Partial<Record<Field, string>> {
  const fieldOf = (kind === 'package' ? PACKAGE_FIELD_OF : TIER_FIELD_OF) as Record<string, Field>;
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const field = fieldOf[key];
    if (field && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

function collect<Field extends string>(
  errors: Partial<Record<Field, string>>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: Record<string, Field>,
) {
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
}
