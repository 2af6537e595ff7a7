import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@studyhub/contracts';

/** An event as its producer's relay would publish it (orders produces every event the ledger consumes). */
export function envelopeOf(type: string, data: unknown, producer = 'orders'): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: Number(/\.v(\d+)$/.exec(type)?.[1] ?? 1),
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: randomUUID(),
    causationId: null,
    data,
  };
}
