import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@studyhub/contracts';

/** An event as its producer's relay would publish it. */
export function envelopeOf(
  type: string,
  data: unknown,
  options: { producer?: string; occurredAt?: Date } = {},
): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: Number(/\.v(\d+)$/.exec(type)?.[1] ?? 1),
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    producer: options.producer ?? 'catalog',
    correlationId: randomUUID(),
    causationId: null,
    data,
  };
}
