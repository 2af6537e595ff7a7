import type { AdminPointsTransaction } from '@studyhub/contracts';

/** What a ledger transaction did to this user's spendable points (their `user_points` entries). */
export function pointsChangeFor(transaction: AdminPointsTransaction, userId: string): number {
  return transaction.entries
    .filter((entry) => entry.account === 'user_points' && entry.owner_id === userId)
    .reduce((sum, entry) => sum + entry.amount, 0);
}
