'use client';

import { Suspense } from 'react';
import { useDashboardUser } from '@/modules/dashboard/components/dashboard-user';
import { BalanceOverview } from '../components/balance-overview';
import { BuyPointsPanel } from '../components/buy-points-panel';
import { TransactionHistory } from '../components/transaction-history';
import { WalletNav } from '../components/wallet-nav';
import { usePointsBalance } from '../hooks/use-points-balance';

/** /dashboard/wallet: the balance (live), buying points, and the history with filters and pages. */
export function WalletView() {
  const user = useDashboardUser();
  const balance = usePointsBalance(user.id);
  const freshness = balance.status === 'ready' ? `${balance.pointsBalance}:${balance.lastTransactionId ?? ''}` : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Wallet</h1>
      <p className="mt-2 text-muted">Points pay for documents and AI tools. 10 points = 1 USD.</p>
      <WalletNav current="overview" />

      <section aria-labelledby="wallet-balance-heading" className="mt-6">
        <h2 id="wallet-balance-heading" className="sr-only">
          Your points
        </h2>
        <BalanceOverview balance={balance} />
      </section>

      <section aria-labelledby="buy-points-heading" className="mt-10">
        <h2 id="buy-points-heading" className="text-xl font-semibold text-ink">
          Buy points
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Bigger packages and amounts come with bonus points.</p>
        <BuyPointsPanel />
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-4 text-xl font-semibold text-ink">
          Transaction history
        </h2>
        <Suspense>
          <TransactionHistory freshness={freshness} />
        </Suspense>
      </section>
    </div>
  );
}
