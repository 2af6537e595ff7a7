import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { DataOf, EventDefinition, EventEnvelope } from '@studyhub/contracts';
import type { OutboxWriter } from './outbox-writer';

export interface EventHandlerContext<TDefs extends readonly EventDefinition[]> {
  /** The transaction the inbox row is written in: the handler's effects commit with it or not at all. */
  manager: EntityManager;
  /** Appends a follow-up event to the outbox in the same transaction, caused by this one. */
  publish<T extends TDefs[number]['type']>(type: T, data: DataOf<TDefs, T>): Promise<void>;
  logger: Logger;
  /** 1 on the first delivery. */
  attempt: number;
}

export type EventHandler<TDefs extends readonly EventDefinition[], T extends TDefs[number]['type']> = (
  event: EventEnvelope<T, DataOf<TDefs, T>>,
  context: EventHandlerContext<TDefs>,
) => Promise<void>;

export type AnyEventHandler = EventHandler<readonly EventDefinition[], string>;

export interface InboxDelivery {
  event: EventEnvelope;
  attempt: number;
}

export interface InboxSettings {
  dataSource: DataSource;
  /** The inbox key of this consumer (its queue name). */
  consumer: string;
  handler: AnyEventHandler;
  outbox?: OutboxWriter<readonly EventDefinition[]>;
  logger: Logger;
}

/**
 * Handles deliveries in one transaction: one insert records every event id in the inbox, then the
 * handler runs for each event seen for the first time, in order. Events already in the inbox (and
 * repeats within the batch) are duplicates: nothing of theirs is written. Returns their ids.
 */
export async function handleInInbox(
  settings: InboxSettings,
  deliveries: readonly InboxDelivery[],
): Promise<Set<string>> {
  const { dataSource, consumer, handler, outbox, logger } = settings;
  return dataSource.transaction(async (manager) => {
    const inserted = await manager.query<{ event_id: string }[]>(
      `INSERT INTO inbox (consumer, event_id, event_type)
       SELECT $1, id, type FROM unnest($2::uuid[], $3::text[]) AS delivered(id, type)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, deliveries.map((d) => d.event.id), deliveries.map((d) => d.event.type)],
    );
    const fresh = new Set(inserted.map((row) => row.event_id));
    const duplicates = new Set<string>();
    for (const { event, attempt } of deliveries) {
      if (!fresh.delete(event.id)) {
        duplicates.add(event.id);
        continue;
      }
      await handler(event, {
        manager,
        attempt,
        logger: logger.child({ event_id: event.id, event_type: event.type, correlation_id: event.correlationId }),
        publish: async (type, data) => {
          if (!outbox) throw new Error('this consumer has no outbox to publish follow-up events');
          await outbox.append(manager, type, data, { correlationId: event.correlationId, causationId: event.id });
        },
      });
    }
    return duplicates;
  });
}
