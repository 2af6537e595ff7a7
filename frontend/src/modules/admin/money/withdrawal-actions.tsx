'use client';

import { withdrawalRejectionSchema, type Withdrawal } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { formatCents } from '@/modules/points/format-money';
import { useToast } from '@/modules/toast/components/toast-provider';

type Step = 'idle' | 'rejecting' | 'confirming-paid';

/**
 * One withdrawal's decisions: approve or reject a request (with a reason for the seller), then
 * mark an approved one paid once the money has left, or still reject it.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: Withdrawal }) {
  const router = useRouter();
  const { showToast } = useToast();
  const ids = useId();
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const amount = formatCents(withdrawal.amount_cents);

  const act = async (action: 'approve' | 'reject' | 'paid', body: unknown, done: string) => {
    setIsBusy(true);
    setError(null);
    const result = await apiRequest<Withdrawal>(`/admin/withdrawals/${withdrawal.id}/${action}`, {
      method: 'POST',
      body,
    });
    setIsBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The withdrawal could not be updated.'));
    setStep('idle');
    showToast({ title: done, description: `${amount} to ${withdrawal.destination}`, variant: 'success' });
    router.refresh();
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = withdrawalRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the seller a reason.');
      reasonRef.current?.focus();
      return;
    }
    void act('reject', parsed.data, 'Withdrawal rejected');
  };

  if (withdrawal.status === 'paid' || withdrawal.status === 'rejected')
    return <span className="text-sm text-muted">No actions</span>;

  return (
    <div className="space-y-2">
      {error && step !== 'rejecting' ? <FormAlert>{error}</FormAlert> : null}
      {step === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {withdrawal.status === 'requested' ? (
            <button
              type="button"
              className="btn-primary min-h-9 px-3 py-1.5"
              disabled={isBusy}
              onClick={() => void act('approve', {}, 'Withdrawal approved')}
            >
              Approve
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary min-h-9 px-3 py-1.5"
              disabled={isBusy}
              onClick={() => setStep('confirming-paid')}
            >
              Mark paid
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
            disabled={isBusy}
            onClick={() => setStep('rejecting')}
          >
            Reject
          </button>
        </div>
      ) : null}
      {step === 'confirming-paid' ? (
        <div className="space-y-2 rounded-xl border border-line p-3">
          <p className="text-sm text-ink">
            Confirm that {amount} has been sent to {withdrawal.destination}. This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary min-h-9 px-3 py-1.5"
              disabled={isBusy}
              onClick={() => void act('paid', {}, 'Withdrawal marked paid')}
            >
              Confirm payment sent
            </button>
            <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" onClick={() => setStep('idle')}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {step === 'rejecting' ? (
        <form
          onSubmit={reject}
          noValidate
          aria-label="Reject the withdrawal"
          className="space-y-2 rounded-xl border border-line p-3"
        >
          <label htmlFor={`${ids}-reason`} className="field-label">
            Reason for the seller
          </label>
          <textarea
            ref={reasonRef}
            id={`${ids}-reason`}
            className="field-input"
            rows={3}
            maxLength={1000}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={`${ids}-error`} className="field-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary min-h-9 px-3 py-1.5" disabled={isBusy}>
              Reject withdrawal
            </button>
            <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" onClick={() => setStep('idle')}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
