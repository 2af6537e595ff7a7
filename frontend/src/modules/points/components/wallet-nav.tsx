import clsx from 'clsx';
import Link from 'next/link';

export const WALLET_PAGES = [
  { key: 'overview', label: 'Balance & history', href: '/dashboard/wallet' },
  { key: 'orders', label: 'Document orders', href: '/dashboard/wallet/orders' },
  { key: 'points-purchases', label: 'Points purchases', href: '/dashboard/wallet/points-purchases' },
] as const;

export type WalletPage = (typeof WALLET_PAGES)[number]['key'];

/** The wallet's pages, under its title: the balance, what was bought with points, what points were bought. */
export function WalletNav({ current }: { current: WalletPage }) {
  return (
    <nav aria-label="Wallet" className="mt-4 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {WALLET_PAGES.map((page) => {
          const isCurrent = page.key === current;
          return (
            <li key={page.key} className="shrink-0">
              <Link
                href={page.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                  isCurrent
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
