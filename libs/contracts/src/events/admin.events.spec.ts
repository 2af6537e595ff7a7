import { SERVICE_NAMES } from '../services';
import { adminActionRecordedV1 } from './admin.events';
import { eventRegistry } from './catalog';
import { isProducedBy, producersOf } from './define-event';

const data = {
  actorId: 'a1',
  actorEmail: 'admin@studyhub.local',
  action: 'university.approved',
  targetType: 'university',
  targetId: 'u1',
  summary: 'Approved MIT',
  before: { status: 'pending' },
  after: { status: 'approved' },
};

describe('admin.action-recorded.v1', () => {
  it('is written by every service from its own outbox and kept by content', () => {
    expect(producersOf(adminActionRecordedV1)).toEqual(SERVICE_NAMES);
    for (const service of SERVICE_NAMES) {
      expect(eventRegistry.typesProducedBy(service)).toContain('admin.action-recorded.v1');
    }
    expect(isProducedBy(adminActionRecordedV1, 'gateway')).toBe(false);
    expect(adminActionRecordedV1.consumers).toEqual(['content']);
  });

  it('accepts a record with before and after, or either missing', () => {
    expect(eventRegistry.parseData('admin.action-recorded.v1', data)).toEqual(data);
    expect(() => eventRegistry.parseData('admin.action-recorded.v1', { ...data, before: null })).not.toThrow();
    expect(() => eventRegistry.parseData('admin.action-recorded.v1', { ...data, after: null })).not.toThrow();
  });

  it('refuses actions that are not dotted names and texts beyond their bounds', () => {
    expect(() => eventRegistry.parseData('admin.action-recorded.v1', { ...data, action: 'approve' })).toThrow();
    expect(() => eventRegistry.parseData('admin.action-recorded.v1', { ...data, summary: 'x'.repeat(301) })).toThrow();
    expect(() => eventRegistry.parseData('admin.action-recorded.v1', { ...data, summary: '' })).toThrow();
  });
});

describe('producersOf', () => {
  it('lists a single producer as one', () => {
    expect(producersOf({ producer: 'auth' })).toEqual(['auth']);
    expect(isProducedBy({ producer: 'auth' }, 'auth')).toBe(true);
    expect(isProducedBy({ producer: 'auth' }, 'orders')).toBe(false);
  });
});
