import type { DocumentOrder } from '@studyhub/contracts';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { refundNoteOf } from '../refund-window';

/** The order's status word and, under it, where it stands with the money-back guarantee. */
export function OrderStatus({ order, now }: { order: DocumentOrder; now: number }) {
  const badge = orderStatusBadge(order.status);
  const note = refundNoteOf(order, now);
  return (
    <>
      <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      {note ? <span className="mt-1 block text-xs text-muted">{note}</span> : null}
    </>
  );
}
