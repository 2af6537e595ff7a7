import clsx from 'clsx';
import Link from 'next/link';
import { periodLabel, SELLER_PERIODS, type SellerPeriod } from '../seller-period';

/** The overview's period, as links so the choice is in the address. */
export function PeriodNav({ days }: { days: SellerPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="flex flex-wrap gap-2">
        {SELLER_PERIODS.map((period) => (
          <li key={period}>
            <Link
              href={`/dashboard/seller-dashboard?days=${period}`}
              aria-current={period === days ? 'page' : undefined}
              scroll={false}
              className={clsx(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium',
                period === days
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line-strong bg-white text-ink hover:bg-surface-muted',
              )}
            >
              {periodLabel(period)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
