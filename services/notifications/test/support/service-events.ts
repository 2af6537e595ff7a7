import { randomUUID } from 'node:crypto';
import { eventRegistry, type CatalogEventData, type CatalogEventType, type ProducerName } from '@studyhub/contracts';
import { OutboxWriter } from '@studyhub/platform';
import type { CatalogEnvelope } from './user-events';

const writers = new Map<string, OutboxWriter>();

/** Builds an envelope exactly as the producing service's outbox does (validated against the catalog). */
export function serviceEvent<T extends CatalogEventType>(type: T, data: CatalogEventData<T>): CatalogEnvelope<T> {
  const producer: ProducerName = eventRegistry.get(type).producer;
  let writer = writers.get(producer);
  if (!writer) {
    writer = new OutboxWriter(producer, eventRegistry);
    writers.set(producer, writer);
  }
  return writer.envelopeOf(type, data);
}

export const uuid = (): string => randomUUID();
