import type { WithdrawalStatus } from '@studyhub/contracts';

export type WithdrawalAction = 'approve' | 'reject' | 'pay';

export type WithdrawalDecision =
  | { kind: 'apply'; to: WithdrawalStatus }
  /** The withdrawal is already where the action leads (a double click): answer it as it is. */
  | { kind: 'repeat' }
  | { kind: 'refuse'; message: string };

const TRANSITIONS: Record<WithdrawalAction, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  // Points come back to available until the money has left; after that a rejection cannot undo it.
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid' },
};

/** requested → approved → paid, or requested/approved → rejected (the points return to available). */
export function decideWithdrawalAction(status: WithdrawalStatus, action: WithdrawalAction): WithdrawalDecision {
  const transition = TRANSITIONS[action];
  if (transition.from.includes(status)) return { kind: 'apply', to: transition.to };
  if (status === transition.to) return { kind: 'repeat' };
  if (action === 'pay' && status === 'requested') {
    return { kind: 'refuse', message: 'Approve the withdrawal before marking it paid.' };
  }
  return { kind: 'refuse', message: `This withdrawal was already ${status}.` };
}

/** Points are paid out at 10 per USD: the cents a withdrawal pays. */
export function payoutCentsOf(points: number): number {
  return points * 10;
}
