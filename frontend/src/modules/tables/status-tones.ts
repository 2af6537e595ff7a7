import type { PointsOrderStatus, WithdrawalStatus } from '@studyhub/contracts';
import type { BadgeTone } from './components/status-badge';

/**
 * Document and points orders share their statuses; only a points order can also end `expired` or
 * `canceled` (never paid, nothing charged), so those two read as quietly as a refund.
 */
const ORDER: Record<PointsOrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

const WITHDRAWAL: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** Status words and tones; a status this build does not know is shown as it came. */
export function orderStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return ORDER[status as PointsOrderStatus] ?? { label: status, tone: 'neutral' };
}

export function withdrawalStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return WITHDRAWAL[status as WithdrawalStatus] ?? { label: status, tone: 'neutral' };
}
