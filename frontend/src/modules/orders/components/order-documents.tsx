import type { DocumentOrder } from '@studyhub/contracts';
import Link from 'next/link';
import { formatPointsLabel } from '@/modules/points/format-points';
import { formatDateTime } from '@/modules/tables/format-date';
import { orderStandingOf, type OrderLine } from '../order-standing';
import { isReadable } from '../refund-window';

/** How a refunded line says so: in full on the order's page, in a word in the list. */
function RefundedLineNote({
  line,
  isDetailed,
}: {
  line: Extract<OrderLine, { isRefunded: true }>;
  isDetailed: boolean;
}) {
  if (!isDetailed) return <span className="text-muted"> · Refunded</span>;
  const when = line.refundedAt ? ` on ${formatDateTime(line.refundedAt, 'utc')}` : '';
  return (
    <span className="block text-xs text-muted">
      {line.isDocumentRemoved ? 'Removed from Studyhub · ' : null}Refunded{when} ·{' '}
      {formatPointsLabel(line.item.points_price)} returned
    </span>
  );
}

/**
 * An order's documents: titles open the reader while the order stands, plain text once refunded.
 * A line refunded on its own (a take-down) is plain text too and says so; the list marks it only
 * while the order's other lines stand, since a refunded order's status says it for every line. The
 * order's page says of each refunded line whether its document was removed.
 */
export function OrderDocuments({
  order,
  isDetailed = false,
}: {
  order: Pick<DocumentOrder, 'status' | 'refunded_at' | 'total_points' | 'items'>;
  /** The order's own page: each line's price, and when a refunded line went back. */
  isDetailed?: boolean;
}) {
  const isOrderReadable = isReadable(order);
  const standing = orderStandingOf(order);
  return (
    <ul className="space-y-1">
      {standing.lines.map((line) => (
        <li key={line.item.document_id} className="break-words" data-testid="order-line">
          {isOrderReadable && !line.isRefunded ? (
            <Link href={`/dashboard/documents/${line.item.slug}`} className="link">
              {line.item.title}
            </Link>
          ) : (
            <span>{line.item.title}</span>
          )}
          {isDetailed ? <span className="text-muted"> ({formatPointsLabel(line.item.points_price)})</span> : null}
          {line.isRefunded && (isDetailed || standing.isPartlyRefunded) ? (
            <RefundedLineNote line={line} isDetailed={isDetailed} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
