import type { SortDirection } from '@studyhub/contracts';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden className={clsx('size-3.5 shrink-0', direction ? 'text-ink' : 'text-muted/70')} />;
}

const DIRECTION_WORDS: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };

/** A column header that orders the table by its column; the `th` around it carries `aria-sort`. */
export function SortableHeader({
  label,
  href,
  direction,
  alignEnd,
}: {
  label: string;
  href: string;
  direction: SortDirection | null;
  alignEnd?: boolean;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      className={clsx(
        'inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500',
        alignEnd && 'flex-row-reverse',
      )}
    >
      {label}
      <SortIcon direction={direction} />
    </Link>
  );
}

/** On phones the rows are cards without headers: the same orders as a row of links above them. */
export function SortLinks({
  options,
  className,
}: {
  options: readonly { label: string; href: string; direction: SortDirection | null }[];
  className?: string;
}) {
  return (
    <nav aria-label="Sort by" className={clsx('border-b border-line px-4 py-2 text-sm', className)}>
      <span className="mr-2 text-muted">Sort by</span>
      <ul className="inline-flex flex-wrap gap-x-3 gap-y-1">
        {options.map((option) => (
          <li key={option.label}>
            <Link
              href={option.href}
              scroll={false}
              aria-current={option.direction ? 'true' : undefined}
              className={clsx(
                'inline-flex items-center gap-1 hover:text-ink',
                option.direction ? 'font-semibold text-ink' : 'text-muted',
              )}
            >
              {option.label}
              <SortIcon direction={option.direction} />
              {option.direction ? <span className="sr-only">({DIRECTION_WORDS[option.direction]})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
