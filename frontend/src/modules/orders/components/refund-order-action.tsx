'use client';

import type { DocumentOrder } from '@studyhub/contracts';
import { Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { useRefundOrder } from '../hooks/use-refund-order';
import type { StandingFacts } from '../order-standing';
import { refundConsequences } from '../refund-window';

const REASON_MAX = 1000;

/**
 * "Request refund" on an order inside the 30-day money-back guarantee: a dialog says what happens
 * (the points of the lines still held come back, those documents go), takes an optional reason and
 * asks the orders service. A refusal is shown in the dialog with the service's own words.
 */
export function RefundOrderAction({
  order,
  size = 'small',
}: {
  order: StandingFacts & Pick<DocumentOrder, 'id'>;
  size?: 'small' | 'regular';
}) {
  const ids = useId();
  const [isOpen, setIsOpen] = useState(false);
  const closeAfterRefund = useCallback(() => setIsOpen(false), []);
  const { state, refund, dismiss } = useRefundOrder(order, closeAfterRefund);
  const [reason, setReason] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const consequences = refundConsequences(order);
  const isBusy = state.status === 'submitting';

  useEffect(() => {
    if (state.status === 'error') alertRef.current?.focus();
  }, [state]);

  const open = () => {
    setReason('');
    setIsOpen(true);
  };

  const close = () => {
    setIsOpen(false);
    dismiss();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void refund(reason);
  };

  return (
    <>
      <button
        type="button"
        className={size === 'small' ? 'btn-secondary min-h-9 px-3 py-1.5' : 'btn-secondary'}
        onClick={open}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        Request refund
      </button>
      <ModalDialog isOpen={isOpen} onClose={close} title="Request a refund?" testId="refund-dialog">
        <form onSubmit={submit} noValidate aria-label="Request a refund" className="space-y-4">
          {state.status === 'error' ? (
            <FormAlert ref={alertRef} title="The refund was refused">
              {state.message}
            </FormAlert>
          ) : null}
          <p className="text-sm text-ink">
            Our 30-day money-back guarantee covers this order. {consequences.pointsBack} {consequences.accessLost}
            {consequences.alreadyRefunded ? ` ${consequences.alreadyRefunded}` : null}
          </p>
          <div>
            <label htmlFor={`${ids}-reason`} className="field-label">
              What went wrong? <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id={`${ids}-reason`}
              className="field-input"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              aria-describedby={`${ids}-reason-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${ids}-reason-hint`} className="mt-1 text-sm text-muted">
              Helps the seller improve the document. See the{' '}
              <Link href="/legal/refund-policy" className="link">
                refund policy
              </Link>
              .
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={close}>
              Keep the order
            </button>
            <button type="submit" className="btn-primary" disabled={isBusy}>
              {isBusy ? 'Requesting refund…' : 'Refund this order'}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
