import type { z } from 'zod';
import type { ConsumerName, ProducerName } from '../services';
import { versionOfEventType } from './envelope';

/** Events the gateway pushes to the signed-in user they name, under this SSE event name. */
export type LiveStreamName = 'balance' | 'notification';

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  version: number;
  description: string;
  /** Who publishes it: one producer, or several, each from its own outbox (e.g. the admin audit trail). */
  producer: ProducerName | readonly ProducerName[];
  /** Services (and the gateway) with a durable queue for this event (one queue per consumer and event). */
  consumers: readonly ConsumerName[];
  data: TSchema;
  /** Set when the event is also delivered live to one user through the gateway's SSE stream. */
  live?: { stream: LiveStreamName; userIdField: string };
}

export function defineEvent<
  const TType extends string,
  TSchema extends z.ZodType,
  const TProducer extends ProducerName | readonly ProducerName[],
>(
  definition: Omit<EventDefinition<TType, TSchema>, 'version' | 'producer'> & { producer: TProducer },
): EventDefinition<TType, TSchema> & { producer: TProducer } {
  return { ...definition, version: versionOfEventType(definition.type) };
}

/** The producers of an event, as a list whether it names one or several. */
export function producersOf(definition: Pick<EventDefinition, 'producer'>): readonly ProducerName[] {
  return typeof definition.producer === 'string' ? [definition.producer] : definition.producer;
}

export function isProducedBy(definition: Pick<EventDefinition, 'producer'>, producer: string): boolean {
  return (producersOf(definition) as readonly string[]).includes(producer);
}
