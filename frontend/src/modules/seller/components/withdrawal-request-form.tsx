'use client';

import { IDEMPOTENCY_KEY_HEADER, PAYOUT_METHODS, type PayoutMethod, type Withdrawal } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { formatCents } from '@/modules/points/format-money';
import { formatPointsLabel } from '@/modules/points/format-points';
import { useToast } from '@/modules/toast/components/toast-provider';
import {
  DESTINATION_LABELS,
  firstWithdrawalError,
  PAYOUT_METHOD_LABELS,
  payoutCents,
  validateWithdrawal,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalFormValues,
  type WithdrawalLimits,
} from '../withdrawal-form';

const REQUEST_FAILED = 'Your withdrawal could not be requested. Please try again.';
const EMPTY: WithdrawalFormValues = { amount: '', method: '', destination: '' };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * POST /api/seller/withdrawals: amount, payout method and where to send it. One Idempotency-Key
 * per request, kept across retries of the same request, so a repeated click pays out once.
 */
export function WithdrawalRequestForm({ limits }: { limits: WithdrawalLimits }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [values, setValues] = useState<WithdrawalFormValues>(EMPTY);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const idempotencyKey = useRef(newKey());
  const fieldRefs = useRef(new Map<WithdrawalField, HTMLInputElement | HTMLSelectElement>());
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof WithdrawalFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A changed request is a new request.
    idempotencyKey.current = newKey();
  };
  const register = (field: WithdrawalField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    if (element) fieldRefs.current.set(field, element);
    else fieldRefs.current.delete(field);
  };

  const amount = Number(values.amount.replace(/,/g, ''));
  const receive = Number.isInteger(amount) && amount > 0 ? formatCents(payoutCents(amount)) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateWithdrawal(values, limits);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstWithdrawalError(checked.errors);
      if (first) fieldRefs.current.get(first)?.focus();
      return;
    }
    setErrors({});
    setIsBusy(true);
    const result = await apiRequest<Withdrawal>('/seller/withdrawals', {
      method: 'POST',
      body: checked.request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.current },
    });
    setIsBusy(false);
    if (!result.ok) {
      const fields = result.error.fields ?? {};
      setErrors({
        ...(fields.amount_points?.[0] ? { amount_points: fields.amount_points[0] } : {}),
        ...(fields.method?.[0] ? { method: fields.method[0] } : {}),
        ...(fields.destination?.[0] ? { destination: fields.destination[0] } : {}),
      });
      setFailure(failureMessage(result, REQUEST_FAILED));
      window.setTimeout(() => alertRef.current?.focus(), 0);
      return;
    }
    showToast({
      title: 'Withdrawal requested',
      description: `${formatPointsLabel(result.data.amount_points)} (${formatCents(result.data.amount_cents)}) will be paid out once approved.`,
      variant: 'success',
    });
    setValues(EMPTY);
    idempotencyKey.current = newKey();
    router.refresh();
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Request a withdrawal" noValidate className="space-y-4">
      {failure ? <FormAlert ref={alertRef}>{failure}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={register('amount_points')}
          label="Amount (points)"
          inputMode="numeric"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => set('amount', event.target.value)}
          error={errors.amount_points}
          hint={
            receive
              ? `You receive ${receive}. Minimum ${formatPointsLabel(limits.minimum)}.`
              : `Minimum ${formatPointsLabel(limits.minimum)}; up to ${formatPointsLabel(limits.available)}.`
          }
        />
        <SelectField
          ref={register('method')}
          label="Payout method"
          value={values.method}
          onChange={(event) => set('method', event.target.value)}
          error={errors.method}
        >
          <option value="">Choose a method</option>
          {PAYOUT_METHODS.map((method: PayoutMethod) => (
            <option key={method} value={method}>
              {PAYOUT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={register('destination')}
          label={DESTINATION_LABELS[values.method]}
          type={values.method === 'paypal' ? 'email' : 'text'}
          autoComplete={values.method === 'paypal' ? 'email' : 'off'}
          value={values.destination}
          onChange={(event) => set('destination', event.target.value)}
          error={errors.destination}
          className="sm:col-span-2"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={isBusy}>
        {isBusy ? 'Requesting…' : 'Request withdrawal'}
      </button>
    </form>
  );
}
