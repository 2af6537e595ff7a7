import type { SpendingType } from '@studyhub/contracts';

/**
 * What a transaction is for: with the user and the idempotency key it names the transaction
 * uniquely, so a repeated request finds the first outcome instead of posting twice.
 */
export const PURPOSES = {
  spend: 'spend',
  purchase: 'purchase',
  refund: 'refund',
  pointsOrder: 'points-order',
  hold: 'hold',
  /** A hold's capture or release; keyed by the hold, so a hold is settled once. */
  holdSettlement: 'hold-settlement',
  earningsRelease: 'earnings-release',
  withdrawal: 'withdrawal',
  /** A withdrawal's payment or rejection; keyed by the withdrawal. */
  withdrawalSettlement: 'withdrawal-settlement',
} as const;
export type Purpose = (typeof PURPOSES)[keyof typeof PURPOSES];

/** Transaction types: the spec's spending types and the user's credits, then the sellers' movements. */
export type LedgerTransactionType =
  | SpendingType
  | 'points_purchase'
  | 'refund'
  | 'hold_released'
  | 'earnings_released'
  | 'withdrawal_requested'
  | 'withdrawal_rejected'
  | 'withdrawal_paid';
