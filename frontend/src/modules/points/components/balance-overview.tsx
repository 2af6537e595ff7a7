'use client';

import { Coins, Hourglass, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPointsValue } from '../format-money';
import { formatPoints } from '../format-points';
import type { PointsBalanceState } from '../hooks/use-points-balance';

function Figure({
  label,
  icon,
  children,
  testId,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The wallet's figures: spendable balance (live), lifetime spent, and points held by AI calls. */
export function BalanceOverview({ balance }: { balance: PointsBalanceState }) {
  if (balance.status === 'unavailable') {
    return (
      <p role="alert" className="rounded-2xl border border-danger/40 bg-danger-50 p-4 text-sm text-danger">
        Your balance cannot be shown right now. Please try again in a moment.
      </p>
    );
  }
  const ready = balance.status === 'ready' ? balance : null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={!ready}>
      <Figure
        label="Points balance"
        icon={<Coins aria-hidden="true" className="size-4 text-accent-800" />}
        testId="wallet-balance"
      >
        {ready ? (
          <>
            {formatPoints(ready.pointsBalance)} <span className="text-base font-semibold">points</span>
            <span className="mt-1 block text-sm font-normal text-muted">
              Worth {formatPointsValue(ready.pointsBalance)}
            </span>
          </>
        ) : (
          <span className="text-muted">…</span>
        )}
      </Figure>
      <Figure
        label="Lifetime spent"
        icon={<TrendingDown aria-hidden="true" className="size-4 text-brand-700" />}
        testId="wallet-lifetime-spent"
      >
        {ready ? (
          <>
            {formatPoints(ready.lifetimeSpent)} <span className="text-base font-semibold">points</span>
          </>
        ) : (
          <span className="text-muted">…</span>
        )}
      </Figure>
      {ready && ready.heldPoints > 0 ? (
        <Figure
          label="Reserved by AI tools in progress"
          icon={<Hourglass aria-hidden="true" className="size-4 text-muted" />}
        >
          {formatPoints(ready.heldPoints)} <span className="text-base font-semibold">points</span>
        </Figure>
      ) : null}
    </dl>
  );
}
