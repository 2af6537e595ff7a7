import type { z } from 'zod';
import type { ProducerName, ServiceName } from '../services';
import { versionOfEventType } from './envelope';

/** Events the gateway pushes to the signed-in user they name, under this SSE event name. */
export type LiveStreamName = 'balance' | 'notification';

export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  type: TType;
  version: number;
  description: string;
  producer: ProducerName;
  /** Services with a durable queue for this event (one queue per service and event). */
  consumers: readonly ServiceName[];
  data: TSchema;
  /** Set when the event is also delivered live to one user through the gateway's SSE stream. */
  live?: { stream: LiveStreamName; userIdField: string };
}

export function defineEvent<const TType extends string, TSchema extends z.ZodType>(
  definition: Omit<EventDefinition<TType, TSchema>, 'version'>,
): EventDefinition<TType, TSchema> {
  return { ...definition, version: versionOfEventType(definition.type) };
}
