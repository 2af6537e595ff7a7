import { orderStatusBadge, withdrawalStatusBadge } from './status-tones';

describe('status badges', () => {
  it('names every status', () => {
    expect(orderStatusBadge('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
    expect(withdrawalStatusBadge('approved')).toEqual({ label: 'Approved', tone: 'info' });
  });

  it('shows unknown statuses as they came', () => {
    expect(orderStatusBadge('disputed')).toEqual({ label: 'disputed', tone: 'neutral' });
  });
});
