import type { DocumentOrder } from '@studyhub/contracts';
import Link from 'next/link';
import { formatPointsLabel } from '@/modules/points/format-points';
import { isReadable } from '../refund-window';

/** An order's documents: titles open the reader while the order stands, plain text once refunded. */
export function OrderDocuments({
  order,
  showPrices = false,
}: {
  order: Pick<DocumentOrder, 'status' | 'items'>;
  showPrices?: boolean;
}) {
  const canRead = isReadable(order);
  return (
    <ul className="space-y-1">
      {order.items.map((item) => (
        <li key={item.document_id} className="break-words">
          {canRead ? (
            <Link href={`/dashboard/documents/${item.slug}`} className="link">
              {item.title}
            </Link>
          ) : (
            <span>{item.title}</span>
          )}
          {showPrices ? <span className="text-muted"> ({formatPointsLabel(item.points_price)})</span> : null}
        </li>
      ))}
    </ul>
  );
}
