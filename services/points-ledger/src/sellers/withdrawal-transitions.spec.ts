import { WITHDRAWAL_STATUSES } from '@studyhub/contracts';
import { decideWithdrawalAction, payoutCentsOf } from './withdrawal-transitions';

describe('withdrawal transitions', () => {
  it('goes requested → approved → paid, or to rejected before it is paid', () => {
    expect(decideWithdrawalAction('requested', 'approve')).toEqual({ kind: 'apply', to: 'approved' });
    expect(decideWithdrawalAction('approved', 'pay')).toEqual({ kind: 'apply', to: 'paid' });
    expect(decideWithdrawalAction('requested', 'reject')).toEqual({ kind: 'apply', to: 'rejected' });
    expect(decideWithdrawalAction('approved', 'reject')).toEqual({ kind: 'apply', to: 'rejected' });
  });

  it('answers an action already done as it stands (a double click)', () => {
    expect(decideWithdrawalAction('approved', 'approve')).toEqual({ kind: 'repeat' });
    expect(decideWithdrawalAction('paid', 'pay')).toEqual({ kind: 'repeat' });
    expect(decideWithdrawalAction('rejected', 'reject')).toEqual({ kind: 'repeat' });
  });

  it('refuses everything else, saying why', () => {
    expect(decideWithdrawalAction('requested', 'pay')).toEqual({
      kind: 'refuse',
      message: 'Approve the withdrawal before marking it paid.',
    });
    expect(decideWithdrawalAction('paid', 'reject')).toEqual({
      kind: 'refuse',
      message: 'This withdrawal was already paid.',
    });
    expect(decideWithdrawalAction('rejected', 'approve')).toMatchObject({ kind: 'refuse' });
    expect(decideWithdrawalAction('rejected', 'pay')).toMatchObject({ kind: 'refuse' });
    expect(decideWithdrawalAction('paid', 'approve')).toMatchObject({ kind: 'refuse' });
  });

  it('never leaves paid or rejected', () => {
    for (const status of ['paid', 'rejected'] as const) {
      for (const action of ['approve', 'reject', 'pay'] as const) {
        expect(decideWithdrawalAction(status, action).kind).not.toBe('apply');
      }
    }
    expect(WITHDRAWAL_STATUSES).toHaveLength(4);
  });

  it('pays 10 points per dollar, in cents', () => {
    expect(payoutCentsOf(500)).toBe(5000);
  });
});
