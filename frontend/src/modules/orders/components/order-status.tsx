import type { DocumentOrder } from '@studyhub/contracts';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { orderStatusBadge } from '@/modules/tables/status-tones';
import { orderStandingOf, partlyRefundedNoteOf } from '../order-standing';
import { refundNoteOf } from '../refund-window';

/**
 * The order's status word and, under it, where it stands with the money-back guarantee. An order a
 * take-down refunded in part stays completed in the service (ADR 0037) but reads "Partly refunded"
 * here, with how many documents went back.
 */
export function OrderStatus({ order, now }: { order: DocumentOrder; now: number }) {
  const standing = orderStandingOf(order);
  const badge = standing.isPartlyRefunded
    ? { label: 'Partly refunded', tone: 'info' as const }
    : orderStatusBadge(standing.isFullyRefunded ? 'refunded' : order.status);
  const notes = [partlyRefundedNoteOf(standing), refundNoteOf(order, now)].filter((note) => note !== null);
  return (
    <>
      <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      {notes.map((note) => (
        <span key={note} className="mt-1 block text-xs text-muted">
          {note}
        </span>
      ))}
    </>
  );
}
