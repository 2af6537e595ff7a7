import { POINTS_ORDER_STATUSES, WITHDRAWAL_STATUSES } from '@studyhub/contracts';
import { orderStatusBadge, withdrawalStatusBadge } from './status-tones';

describe('status badges', () => {
  it('names every status', () => {
    expect(orderStatusBadge('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
    expect(withdrawalStatusBadge('approved')).toEqual({ label: 'Approved', tone: 'info' });
  });

  it('labels every points order status of the contract in words, not as the raw value', () => {
    for (const status of POINTS_ORDER_STATUSES) expect(orderStatusBadge(status).label).not.toBe(status);
    for (const status of WITHDRAWAL_STATUSES) expect(withdrawalStatusBadge(status).label).not.toBe(status);
  });

  it('shows points orders that were never paid as quiet, neutral badges', () => {
    expect(orderStatusBadge('expired')).toEqual({ label: 'Expired', tone: 'neutral' });
    expect(orderStatusBadge('canceled')).toEqual({ label: 'Canceled', tone: 'neutral' });
  });

  it('shows unknown statuses as they came', () => {
    expect(orderStatusBadge('disputed')).toEqual({ label: 'disputed', tone: 'neutral' });
  });
});
