'use client';

import clsx from 'clsx';
import { Coins } from 'lucide-react';
import Link from 'next/link';
import { formatPoints } from '@/modules/points/format-points';
import { usePointsBalance } from '@/modules/points/hooks/use-points-balance';

/** Points balance of the signed-in user, linking to the wallet. */
export function PointsBalanceLink({ userId, className }: { userId: string; className?: string }) {
  const balance = usePointsBalance(userId);
  return (
    <Link
      href="/dashboard/wallet"
      data-testid="points-balance"
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-brand-50',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4 text-accent-800" />
      {balance.status === 'ready' ? (
        <span>{formatPoints(balance.balance)} points</span>
      ) : (
        <span>{balance.status === 'loading' ? '… points' : 'Points'}</span>
      )}
      <span className="sr-only">, open wallet</span>
    </Link>
  );
}
