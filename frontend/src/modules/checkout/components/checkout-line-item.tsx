import clsx from 'clsx';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { formatPointsLabel } from '@/modules/points/format-points';
import { blockMessage, type CheckoutLine } from '../checkout-rules';

/** One cart document at checkout: its current price, or why it is left out of the order. */
export function CheckoutLineItem({ line, onRemove }: { line: CheckoutLine; onRemove: (line: CheckoutLine) => void }) {
  return (
    <li data-testid="checkout-item" className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4 sm:p-5">
      <div className="min-w-0 flex-1 basis-48">
        <h3 className={clsx('font-semibold break-words', line.block ? 'text-muted' : 'text-ink')}>{line.title}</h3>
        {line.type ? <p className="mt-0.5 text-sm text-muted">{line.type}</p> : null}
        {line.block ? (
          <p className="mt-2 flex items-start gap-2 text-sm font-medium text-danger" data-testid="checkout-item-block">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {blockMessage(line.block)} <span className="font-normal text-muted">Not included in this order.</span>
            </span>
          </p>
        ) : null}
        {line.previousPoints !== null && !line.block ? (
          <p className="mt-1 text-sm text-accent-800">
            The price changed from {formatPointsLabel(line.previousPoints)}.
          </p>
        ) : null}
        {line.isUnverified ? (
          <p className="mt-1 text-sm text-muted">
            The current price could not be checked; the order charges the current one.
          </p>
        ) : null}
      </div>
      <div className="ml-auto flex items-center gap-2">
        <p className={clsx('text-sm font-semibold', line.block ? 'text-muted line-through' : 'text-ink')}>
          {line.isChecking ? <span className="text-muted">Checking…</span> : formatPointsLabel(line.points)}
        </p>
        <button type="button" className="btn-ghost min-h-10 px-3" onClick={() => onRemove(line)}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove {line.title} from your cart</span>
        </button>
      </div>
    </li>
  );
}
