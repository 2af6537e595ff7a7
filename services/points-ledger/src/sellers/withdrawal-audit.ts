import type { Withdrawal } from '@studyhub/contracts';
import type { AdminWrite } from '@studyhub/platform';

const VERBS: Record<Withdrawal['status'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Marked as paid',
};

/** The audit trail's record of an admin deciding a seller's withdrawal. */
export function withdrawalDecisionWrite(before: Withdrawal, after: Withdrawal): AdminWrite {
  const amount = `${after.amount_points} points ($${(after.amount_cents / 100).toFixed(2)})`;
  const why = after.status === 'rejected' && after.reason ? `: ${after.reason}` : '';
  return {
    action: `withdrawal.${after.status}`,
    targetType: 'withdrawal',
    targetId: after.id,
    summary: `${VERBS[after.status]} the withdrawal of ${amount} by ${after.method}${why}`,
    before,
    after,
  };
}
