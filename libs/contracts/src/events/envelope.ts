import { z } from 'zod';

/** `<entity>.<past-tense>.v<N>`, for example `document.approved.v1`. */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+\.v([1-9][0-9]*)$/;

/** What travels on the bus: metadata every consumer relies on, plus the type's own `data`. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(EVENT_TYPE_PATTERN),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1),
  correlationId: z.string().min(1).max(128),
  causationId: z.string().min(1).max(128).nullable(),
  data: z.unknown(),
});

export type EventEnvelope<TType extends string = string, TData = unknown> = Omit<
  z.infer<typeof eventEnvelopeSchema>,
  'type' | 'data'
> & { type: TType; data: TData };

export function versionOfEventType(type: string): number {
  const match = EVENT_TYPE_PATTERN.exec(type);
  if (!match?.[2]) throw new Error(`Not an event type: ${type}`);
  return Number(match[2]);
}
