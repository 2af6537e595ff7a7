'use client';

import type { DocumentOrder } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { formatPointsLabel } from '@/modules/points/format-points';
import { refreshPointsBalanceAfterRefund } from '@/modules/points/hooks/use-points-balance';
import { useToast } from '@/modules/toast/components/toast-provider';
import { requestOrderRefund } from '../api/orders-api';
import { orderStandingOf, type StandingFacts } from '../order-standing';

export const REFUND_FAILED = 'Your refund could not be requested. Please try again.';

export type RefundState =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** `isStale`: the service refused because the order changed (refunded meanwhile, window closed). */
  | { status: 'error'; message: string; isStale: boolean };

/**
 * Asks for an order's refund. On success the server-rendered page is read again (the row shows
 * Refunded), the balance is read again as the ledger returns the points, and a toast says so.
 * After a refusal the page is read again only once the buyer has read why (`dismiss`).
 */
export function useRefundOrder(order: StandingFacts & Pick<DocumentOrder, 'id'>, onRefunded: () => void) {
  // Lines a take-down refunded came back already; the toast counts what this refund returns.
  const pointsBack = orderStandingOf(order).remainingPoints;
  const router = useRouter();
  const { showToast } = useToast();
  const [state, setState] = useState<RefundState>({ status: 'idle' });

  const refund = useCallback(
    async (reason: string) => {
      setState({ status: 'submitting' });
      const result = await requestOrderRefund(order.id, reason.trim());
      if (!result.ok) {
        const isStale = result.status === 409 || result.status === 404;
        return setState({ status: 'error', message: failureMessage(result, REFUND_FAILED), isStale });
      }
      setState({ status: 'idle' });
      onRefunded();
      showToast({
        title: 'Order refunded',
        description: `${formatPointsLabel(pointsBack)} returned to your wallet.`,
        variant: 'success',
      });
      refreshPointsBalanceAfterRefund();
      router.refresh();
    },
    [onRefunded, order.id, pointsBack, router, showToast],
  );

  /** Closing the dialog: an order that turned out to have changed is shown as it is now. */
  const dismiss = useCallback(() => {
    if (state.status === 'error' && state.isStale) router.refresh();
    setState({ status: 'idle' });
  }, [router, state]);

  return { state, refund, dismiss };
}
