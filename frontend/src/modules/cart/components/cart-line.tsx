import { Trash2 } from 'lucide-react';
import Link from 'next/link';
import { CoverImage } from '@/modules/catalog/components/cover-image';
import { formatPointsLabel } from '@/modules/points/format-points';
import type { CartLineView } from '../cart-items';

/** One document in the cart: cover, title, type, price in points and a way to take it out. */
export function CartLine({ line, onRemove }: { line: CartLineView; onRemove: (line: CartLineView) => void }) {
  return (
    <li data-testid="cart-item" className="flex gap-4 p-4 sm:p-5">
      <CoverImage
        src={line.coverPath}
        alt=""
        className="h-20 w-16 shrink-0 rounded-md border border-line bg-surface-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-ink">
          {line.slug ? (
            <Link href={`/documents/${line.slug}`} className="hover:underline">
              {line.title}
            </Link>
          ) : (
            line.title
          )}
        </h3>
        {line.type ? <p className="mt-0.5 text-sm text-muted">{line.type}</p> : null}
        <p className="mt-1 text-sm font-semibold text-ink" data-testid="cart-item-price">
          {formatPointsLabel(line.points)}
        </p>
      </div>
      <button type="button" className="btn-ghost shrink-0 self-start px-3" onClick={() => onRemove(line)}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Remove</span>
        <span className="sr-only"> {line.title} from your cart</span>
      </button>
    </li>
  );
}
