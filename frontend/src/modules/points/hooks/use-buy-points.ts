'use client';

import type { PointsOrderCreated, PointsOrderRequest } from '@studyhub/contracts';
import { useCallback, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { createPointsOrder } from '../api/points-orders-api';
import { refreshPointsBalanceAfterPurchase } from './use-points-balance';

export const BUY_POINTS_FAILED = 'Your points could not be bought. Please try again.';

export type PurchaseState =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** Stripe: the card is confirmed in the page before the order completes. */
  | { status: 'paying'; created: PointsOrderCreated & { client_secret: string; publishable_key: string } }
  /** `isPending`: paid, and the points arrive once the payment provider confirms. */
  | { status: 'done'; points: number; isPending: boolean }
  | { status: 'error'; message: string };

/** Buying points: the order, the card step when Stripe asks for one, and the balance after it. */
export function useBuyPoints(onPointsAdded?: (points: number) => void) {
  const [state, setState] = useState<PurchaseState>({ status: 'idle' });

  const buy = useCallback(
    async (request: PointsOrderRequest) => {
      setState({ status: 'submitting' });
      const result = await createPointsOrder(request);
      if (!result.ok) return setState({ status: 'error', message: failureMessage(result, BUY_POINTS_FAILED) });
      const created = result.data;
      const points = created.order.points_amount + created.order.bonus_points;
      if (created.client_secret && created.publishable_key) {
        return setState({
          status: 'paying',
          created: { ...created, client_secret: created.client_secret, publishable_key: created.publishable_key },
        });
      }
      const isCompleted = created.order.order_status === 'completed';
      setState({ status: 'done', points, isPending: !isCompleted });
      // The live event brings the new balance; reading it as well covers a stream that is reconnecting.
      refreshPointsBalanceAfterPurchase();
      if (isCompleted) onPointsAdded?.(points);
    },
    [onPointsAdded],
  );

  const paymentSucceeded = useCallback(() => {
    setState((current) =>
      current.status === 'paying'
        ? {
            status: 'done',
            points: current.created.order.points_amount + current.created.order.bonus_points,
            isPending: true,
          }
        : current,
    );
    refreshPointsBalanceAfterPurchase();
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, buy, paymentSucceeded, reset };
}
