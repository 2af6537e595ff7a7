import type { EventEnvelope } from '@studyhub/contracts';
import { accountChangeOf } from './account-changes';

const USER = '6f1c2a4e-8d2b-4f51-9a57-3c1d0b7e9a11';

function event(type: string, data: Record<string, unknown>): EventEnvelope {
  return {
    id: '0b8f6a52-4a57-4d8e-9a8b-9f0c2a1d7e33',
    type,
    version: 1,
    occurredAt: '2026-11-27T06:00:00.250Z',
    producer: 'auth',
    correlationId: 'c',
    causationId: null,
    data,
  };
}

describe('accountChangeOf', () => {
  const at = Date.parse('2026-11-27T06:00:00.250Z');

  it('ends access on a deactivation and on a deletion, at the time auth made the change', () => {
    expect(accountChangeOf(event('user.status-changed.v1', { userId: USER, status: 'inactive' }))).toEqual({
      userId: USER,
      kind: 'ended',
      at,
    });
    expect(accountChangeOf(event('user.deleted.v1', { userId: USER, deletedBy: null }))).toEqual({
      userId: USER,
      kind: 'ended',
      at,
    });
  });

  it('restores access on a reactivation', () => {
    expect(accountChangeOf(event('user.status-changed.v1', { userId: USER, status: 'active' }))).toEqual({
      userId: USER,
      kind: 'reactivated',
      at,
    });
  });

  it('ignores other events', () => {
    expect(accountChangeOf(event('user.registered.v1', { userId: USER }))).toBeUndefined();
  });
});
