import { z } from 'zod';
import type { DataSource, EntityManager } from 'typeorm';
import { EventRegistry, InvalidEventError, UnknownEventTypeError, defineEvent } from '@studyhub/contracts';
import { onOutboxCommitted } from './outbox-commit-subscriber';
import { OutboxTransactionRequiredError, OutboxWriter } from './outbox-writer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const itemListed = defineEvent({
  type: 'catalog.item-listed.v2',
  description: 'spec event',
  producer: 'catalog',
  consumers: ['notifications', 'orders'],
  data: z.object({ itemId: z.string().min(1), title: z.string().trim(), price: z.coerce.number().int() }),
});

const itemViewed = defineEvent({
  type: 'catalog.item-viewed.v1',
  description: 'spec event without durable consumers',
  producer: 'catalog',
  consumers: [],
  data: z.object({ itemId: z.string() }),
});

const orderPlaced = defineEvent({
  type: 'orders.order-placed.v1',
  description: 'spec event of another producer',
  producer: 'orders',
  consumers: [],
  data: z.object({ orderId: z.string() }),
});

const registry = new EventRegistry([itemListed, itemViewed, orderPlaced] as const);

interface Query {
  sql: string;
  parameters: unknown[];
}

function fakeManager(state: { isTransactionActive: boolean } | undefined): {
  manager: EntityManager;
  queries: Query[];
  data: Record<string, unknown>;
} {
  const queries: Query[] = [];
  const data: Record<string, unknown> = {};
  const manager = {
    queryRunner: state ? { ...state, data } : undefined,
    query: async (sql: string, parameters: unknown[]) => {
      queries.push({ sql, parameters });
      return [];
    },
  } as unknown as EntityManager;
  return { manager, queries, data };
}

describe('OutboxWriter', () => {
  const writer = new OutboxWriter('catalog', registry);

  describe('envelopeOf', () => {
    it('builds a complete envelope for the type', () => {
      const before = Date.now();
      const envelope = writer.envelopeOf('catalog.item-listed.v2', { itemId: 'i1', title: 'Notes', price: 5 });
      expect(envelope).toEqual({
        id: expect.stringMatching(UUID),
        type: 'catalog.item-listed.v2',
        version: 2,
        occurredAt: expect.any(String),
        producer: 'catalog',
        correlationId: envelope.id,
        causationId: null,
        data: { itemId: 'i1', title: 'Notes', price: 5 },
      });
      const occurredAt = Date.parse(envelope.occurredAt);
      expect(occurredAt).toBeGreaterThanOrEqual(before);
      expect(occurredAt).toBeLessThanOrEqual(Date.now());
      expect(envelope.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    it('passes the envelope schema of the contracts', () => {
      const envelope = writer.envelopeOf('catalog.item-listed.v2', { itemId: 'i1', title: 'Notes', price: 5 });
      expect(registry.parseEnvelope(JSON.parse(JSON.stringify(envelope)))).toEqual(envelope);
    });

    it('takes the version from the type', () => {
      expect(writer.envelopeOf('catalog.item-viewed.v1', { itemId: 'i1' }).version).toBe(1);
    });

    it('gives every event a new id', () => {
      const a = writer.envelopeOf('catalog.item-viewed.v1', { itemId: 'i1' });
      const b = writer.envelopeOf('catalog.item-viewed.v1', { itemId: 'i1' });
      expect(a.id).not.toBe(b.id);
    });

    it('refuses a type that another service produces', () => {
      const orders = new OutboxWriter('orders', registry);
      expect(() => orders.envelopeOf('catalog.item-viewed.v1', { itemId: 'i1' })).toThrow(
        'orders may not publish catalog.item-viewed.v1; its producer is catalog',
      );
      expect(orders.envelopeOf('orders.order-placed.v1', { orderId: 'o1' }).producer).toBe('orders');
    });

    it('refuses an unknown type', () => {
      const unknownType = 'catalog.nothing.v1' as 'catalog.item-viewed.v1';
      expect(() => writer.envelopeOf(unknownType, { itemId: 'i1' })).toThrow(UnknownEventTypeError);
    });

    it('validates the data', () => {
      expect(() => writer.envelopeOf('catalog.item-listed.v2', { itemId: '', title: 'x', price: 1 })).toThrow(
        InvalidEventError,
      );
    });

    it('normalises the data: trims, coerces and drops unknown fields', () => {
      const data = { itemId: 'i1', title: '  Notes  ', price: '7', secret: 'internal' } as unknown as {
        itemId: string;
        title: string;
        price: number;
      };
      expect(writer.envelopeOf('catalog.item-listed.v2', data).data).toEqual({
        itemId: 'i1',
        title: 'Notes',
        price: 7,
      });
    });

    it('takes correlation and causation from the request context', () => {
      const envelope = writer.envelopeOf(
        'catalog.item-viewed.v1',
        { itemId: 'i1' },
        { context: { correlationId: 'corr-1', causationId: 'evt-0' } },
      );
      expect(envelope.correlationId).toBe('corr-1');
      expect(envelope.causationId).toBe('evt-0');
    });

    it('has no causation for work started by a request rather than an event', () => {
      const envelope = writer.envelopeOf(
        'catalog.item-viewed.v1',
        { itemId: 'i1' },
        { context: { correlationId: 'corr-1' } },
      );
      expect(envelope.correlationId).toBe('corr-1');
      expect(envelope.causationId).toBeNull();
    });

    it('lets the options override the context', () => {
      const occurredAt = new Date('2025-01-02T03:04:05.678Z');
      const envelope = writer.envelopeOf(
        'catalog.item-viewed.v1',
        { itemId: 'i1' },
        {
          context: { correlationId: 'corr-1', causationId: 'evt-0' },
          correlationId: 'corr-2',
          causationId: 'evt-9',
          occurredAt,
          eventId: 'fixed-id',
        },
      );
      expect(envelope).toMatchObject({
        id: 'fixed-id',
        correlationId: 'corr-2',
        causationId: 'evt-9',
        occurredAt: '2025-01-02T03:04:05.678Z',
      });
    });

    it('lets the options clear the causation with null', () => {
      const envelope = writer.envelopeOf(
        'catalog.item-viewed.v1',
        { itemId: 'i1' },
        { context: { correlationId: 'corr-1', causationId: 'evt-0' }, causationId: null },
      );
      expect(envelope.causationId).toBeNull();
    });

    it('correlates an event without a context with itself', () => {
      const envelope = writer.envelopeOf('catalog.item-viewed.v1', { itemId: 'i1' }, { eventId: 'evt-42' });
      expect(envelope.correlationId).toBe('evt-42');
    });
  });

  describe('append', () => {
    it('refuses a manager without an active transaction', async () => {
      const { manager, queries } = fakeManager({ isTransactionActive: false });
      await expect(writer.append(manager, 'catalog.item-viewed.v1', { itemId: 'i1' })).rejects.toThrow(
        OutboxTransactionRequiredError,
      );
      expect(queries).toEqual([]);
    });

    it('refuses a manager without a query runner', async () => {
      const { manager, queries } = fakeManager(undefined);
      const error: unknown = await writer
        .append(manager, 'catalog.item-viewed.v1', { itemId: 'i1' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutboxTransactionRequiredError);
      expect((error as Error).name).toBe('OutboxTransactionRequiredError');
      expect(queries).toEqual([]);
    });

    it('inserts the envelope in the transaction, mandatory when the type has durable consumers', async () => {
      const { manager, queries, data } = fakeManager({ isTransactionActive: true });
      const envelope = await writer.append(manager, 'catalog.item-listed.v2', { itemId: 'i1', title: ' T ', price: 3 });
      expect(queries).toHaveLength(1);
      // The relay of this process is told when this transaction commits.
      expect(Object.values(data)).toEqual([true]);
      expect(queries[0]?.sql).toMatch(/^INSERT INTO outbox \(event_id, event_type, envelope, mandatory\)/);
      const [eventId, eventType, json, mandatory] = queries[0]!.parameters;
      expect(eventId).toBe(envelope.id);
      expect(eventType).toBe('catalog.item-listed.v2');
      expect(JSON.parse(json as string)).toEqual(envelope);
      expect(envelope.data.title).toBe('T');
      expect(mandatory).toBe(true);
    });

    it('marks an event without durable consumers as not mandatory', async () => {
      const { manager, queries } = fakeManager({ isTransactionActive: true });
      await writer.append(manager, 'catalog.item-viewed.v1', { itemId: 'i1' });
      expect(queries[0]?.parameters[3]).toBe(false);
    });

    it('writes nothing when the data is invalid', async () => {
      const { manager, queries } = fakeManager({ isTransactionActive: true });
      await expect(
        writer.append(manager, 'catalog.item-viewed.v1', { itemId: 42 } as unknown as { itemId: string }),
      ).rejects.toThrow(InvalidEventError);
      expect(queries).toEqual([]);
    });
  });

  describe('rows written by a database function', () => {
    const dataSource = () => ({ subscribers: [] }) as unknown as DataSource;

    it('validates the event into an envelope and says whether its row is mandatory', () => {
      const listed = writer.rowForStatement(
        'catalog.item-listed.v2',
        { itemId: 'i1', title: ' Notes ', price: 5 },
        { correlationId: 'corr-1' },
      );
      expect(listed.mandatory).toBe(true);
      expect(listed.envelope).toMatchObject({
        type: 'catalog.item-listed.v2',
        correlationId: 'corr-1',
        data: { itemId: 'i1', title: 'Notes', price: 5 },
      });
      // No service keeps a queue for it: an unroutable return is expected, not retried.
      expect(writer.rowForStatement('catalog.item-viewed.v1', { itemId: 'i1' }, {}).mandatory).toBe(false);
    });

    it('refuses an event of another producer or bad data before any statement runs', () => {
      expect(() => writer.rowForStatement('orders.order-placed.v1', { orderId: 'o1' }, {})).toThrow(/may not publish/);
      expect(() =>
        writer.rowForStatement('catalog.item-viewed.v1', { itemId: 42 } as unknown as { itemId: string }, {}),
      ).toThrow(InvalidEventError);
    });

    it('wakes only the relay of its own data source when the statement committed, none after it unsubscribes', () => {
      const mine = dataSource();
      const other = dataSource();
      const woken = jest.fn();
      const elsewhere = jest.fn();
      const unsubscribe = onOutboxCommitted(mine, woken);
      onOutboxCommitted(other, elsewhere);
      writer.statementCommitted(mine);
      unsubscribe();
      writer.statementCommitted(mine);
      expect(woken).toHaveBeenCalledTimes(1);
      expect(elsewhere).not.toHaveBeenCalled();
    });
  });
});
