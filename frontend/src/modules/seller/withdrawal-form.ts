import { withdrawalRequestSchema, type PayoutMethod, type WithdrawalRequest } from '@studyhub/contracts';

export type WithdrawalField = 'amount_points' | 'method' | 'destination';
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

export interface WithdrawalFormValues {
  amount: string;
  method: PayoutMethod | '';
  destination: string;
}

export interface WithdrawalLimits {
  available: number;
  minimum: number;
}

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer',
};

export const DESTINATION_LABELS: Record<PayoutMethod | '', string> = {
  paypal: 'PayPal email address',
  bank_transfer: 'IBAN or account number',
  '': 'Where the money should go',
};

const FIELDS: readonly WithdrawalField[] = ['amount_points', 'method', 'destination'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Points are paid out at 10 per USD (ADR 0014): the cents a withdrawal pays. */
export function payoutCents(points: number): number {
  return points * 10;
}

/** A withdrawal is possible once the available points reach the minimum. */
export function canWithdraw(limits: WithdrawalLimits): boolean {
  return limits.available >= limits.minimum && limits.available > 0;
}

/** The API's own checks, then the seller's limits, so the form says what the API would. */
export function validateWithdrawal(
  values: WithdrawalFormValues,
  limits: WithdrawalLimits,
): { ok: true; request: WithdrawalRequest } | { ok: false; errors: WithdrawalErrors } {
  const errors: WithdrawalErrors = {};
  const parsed = withdrawalRequestSchema.safeParse({
    amount_points: values.amount.trim().replace(/,/g, '') || undefined,
    method: values.method || undefined,
    destination: values.destination,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as WithdrawalField;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  const amount = parsed.success ? parsed.data.amount_points : Number(values.amount.replace(/,/g, ''));
  if (!errors.amount_points && Number.isInteger(amount)) {
    if (amount < limits.minimum) errors.amount_points = `The minimum withdrawal is ${limits.minimum} points.`;
    else if (amount > limits.available) errors.amount_points = `You can withdraw at most ${limits.available} points.`;
  }
  if (!errors.destination && values.method === 'paypal' && !EMAIL.test(values.destination.trim())) {
    errors.destination = 'Enter the email address of your PayPal account.';
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}

/** The first field with an error, in form order; focus goes there after a refused submit. */
export function firstWithdrawalError(errors: WithdrawalErrors): WithdrawalField | null {
  return FIELDS.find((field) => errors[field]) ?? null;
}
