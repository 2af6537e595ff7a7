import { randomUUID } from 'node:crypto';
import { eventRegistry, producersOf, type CatalogEventData, type CatalogEventType } from '@studyhub/contracts';
import { OutboxWriter } from '@studyhub/platform';
import type { CatalogEnvelope } from './user-events';

const writers = new Map<string, OutboxWriter>();

/** Builds an envelope exactly as the producing service's outbox does (validated against the catalog). */
export function serviceEvent<T extends CatalogEventType>(type: T, data: CatalogEventData<T>): CatalogEnvelope<T> {
  // An event several services publish is built as its first producer would.
  const producer = producersOf(eventRegistry.get(type))[0]!;
  let writer = writers.get(producer);
  if (!writer) {
    writer = new OutboxWriter(producer, eventRegistry);
    writers.set(producer, writer);
  }
  return writer.envelopeOf(type, data);
}

export const uuid = (): string => randomUUID();
