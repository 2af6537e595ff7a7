import { z } from 'zod';
import { defineEvent } from './define-event';
import { EventRegistry, InvalidEventError, UnknownEventTypeError } from './event-registry';

const documentApproved = defineEvent({
  type: 'document.approved.v1',
  description: 'spec',
  producer: 'catalog',
  consumers: ['notifications', 'points-ledger'],
  data: z.object({ documentId: z.string().min(1), title: z.string().trim() }),
});

const documentApprovedV2 = defineEvent({
  type: 'document.approved.v2',
  description: 'spec',
  producer: 'catalog',
  consumers: ['notifications'],
  data: z.object({ documentId: z.uuid() }),
});

const balanceChanged = defineEvent({
  type: 'points.balance-changed.v1',
  description: 'spec',
  producer: 'points-ledger',
  consumers: [],
  data: z.object({ userId: z.string(), pointsBalance: z.number().int() }),
  live: { stream: 'balance', userIdField: 'userId' },
});

const registry = new EventRegistry([documentApproved, documentApprovedV2, balanceChanged] as const);

const envelope = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'document.approved.v1',
  version: 1,
  occurredAt: '2025-03-01T12:00:00.000Z',
  producer: 'catalog',
  correlationId: 'req-1',
  causationId: null,
  data: { documentId: 'd1', title: 'Algebra notes' },
};

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('EventRegistry', () => {
  it('refuses two definitions of one type', () => {
    expect(() => new EventRegistry([documentApproved, balanceChanged, { ...documentApproved }])).toThrow(
      'Duplicate event type: document.approved.v1',
    );
  });

  it('keeps two versions of one event apart', () => {
    expect(registry.get('document.approved.v1').version).toBe(1);
    expect(registry.get('document.approved.v2').version).toBe(2);
  });

  describe('has and get', () => {
    it('knows its types', () => {
      expect(registry.has('document.approved.v1')).toBe(true);
      expect(registry.has('document.approved.v3')).toBe(false);
      expect(registry.get('points.balance-changed.v1')).toBe(balanceChanged);
    });

    it('names an unknown type', () => {
      const error = thrownBy(() => registry.get('document.rejected.v1' as 'document.approved.v1'));
      expect(error).toBeInstanceOf(UnknownEventTypeError);
      expect((error as UnknownEventTypeError).eventType).toBe('document.rejected.v1');
      expect((error as Error).message).toBe('Unknown event type: document.rejected.v1');
      expect((error as Error).name).toBe('UnknownEventTypeError');
    });
  });

  describe('parseData', () => {
    it('returns the normalised data', () => {
      expect(
        registry.parseData('document.approved.v1', { documentId: 'd1', title: '  Notes ', internal: true }),
      ).toEqual({ documentId: 'd1', title: 'Notes' });
    });

    it('refuses invalid data, with the issues', () => {
      const error = thrownBy(() => registry.parseData('document.approved.v2', { documentId: 'not-a-uuid' }));
      expect(error).toBeInstanceOf(InvalidEventError);
      expect((error as Error).message).toMatch(/^Invalid data for document\.approved\.v2: /);
      expect((error as InvalidEventError).issues.map((issue) => issue.path)).toEqual([['documentId']]);
    });
  });

  describe('parseEnvelope', () => {
    it('returns the envelope with its data validated and normalised', () => {
      const parsed = registry.parseEnvelope({ ...envelope, data: { documentId: 'd1', title: ' Notes ', extra: 1 } });
      expect(parsed).toEqual({ ...envelope, data: { documentId: 'd1', title: 'Notes' } });
    });

    it('refuses something that is not an envelope', () => {
      for (const raw of [null, 'text', 42, {}, { ...envelope, id: 'nope' }]) {
        const error = thrownBy(() => registry.parseEnvelope(raw));
        expect(error).toBeInstanceOf(InvalidEventError);
        expect((error as Error).message).toMatch(/^Invalid event envelope: /);
        expect((error as InvalidEventError).issues.length).toBeGreaterThan(0);
      }
    });

    it('refuses a type it does not know', () => {
      const error = thrownBy(() => registry.parseEnvelope({ ...envelope, type: 'document.deleted.v1' }));
      expect(error).toBeInstanceOf(UnknownEventTypeError);
      expect((error as UnknownEventTypeError).eventType).toBe('document.deleted.v1');
    });

    it('refuses a version that does not match the type', () => {
      const error = thrownBy(() => registry.parseEnvelope({ ...envelope, version: 2 }));
      expect(error).toBeInstanceOf(InvalidEventError);
      expect((error as Error).message).toBe('Version 2 does not match document.approved.v1');
    });

    it('refuses data that does not fit the schema of the type', () => {
      const error = thrownBy(() => registry.parseEnvelope({ ...envelope, data: { documentId: '' } }));
      expect(error).toBeInstanceOf(InvalidEventError);
      expect((error as Error).message).toMatch(/^Invalid data for document\.approved\.v1: /);
    });

    it('refuses a v1 payload sent as v2', () => {
      const error = thrownBy(() => registry.parseEnvelope({ ...envelope, type: 'document.approved.v2', version: 2 }));
      expect(error).toBeInstanceOf(InvalidEventError);
    });
  });

  describe('lookups by service', () => {
    it('lists the types a service consumes', () => {
      expect(registry.typesConsumedBy('notifications')).toEqual(['document.approved.v1', 'document.approved.v2']);
      expect(registry.typesConsumedBy('points-ledger')).toEqual(['document.approved.v1']);
      expect(registry.typesConsumedBy('orders')).toEqual([]);
    });

    it('lists the types a producer publishes', () => {
      expect(registry.typesProducedBy('catalog')).toEqual(['document.approved.v1', 'document.approved.v2']);
      expect(registry.typesProducedBy('points-ledger')).toEqual(['points.balance-changed.v1']);
      expect(registry.typesProducedBy('gateway')).toEqual([]);
    });

    it('lists the definitions delivered live', () => {
      expect(registry.liveDefinitions()).toEqual([balanceChanged]);
    });
  });
});
