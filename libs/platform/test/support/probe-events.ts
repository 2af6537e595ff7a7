import { z } from 'zod';
import { EventRegistry, defineEvent } from '@studyhub/contracts';

/** Event types unique to one test run, so suites never share queues on the machine's broker. */
export function probeEvents(suffix: string) {
  const emitted = defineEvent({
    type: `probe-${suffix}.emitted.v1`,
    description: 'A test event carrying a sequence number.',
    producer: 'content',
    consumers: ['notifications'],
    data: z.object({ seq: z.number().int().nonnegative(), poison: z.boolean().optional() }),
  });
  const orphan = defineEvent({
    type: `probe-${suffix}.orphaned.v1`,
    description: 'A test event whose consumer starts late.',
    producer: 'content',
    consumers: ['notifications'],
    data: z.object({ seq: z.number().int().nonnegative() }),
  });
  const broadcast = defineEvent({
    type: `probe-${suffix}.broadcast.v1`,
    description: 'A test event no service keeps a queue for (like a live-only event).',
    producer: 'content',
    consumers: [],
    data: z.object({ seq: z.number().int().nonnegative() }),
  });
  const definitions = [emitted, orphan, broadcast] as const;
  return { emitted, orphan, broadcast, registry: new EventRegistry(definitions) };
}

export type ProbeRegistry = ReturnType<typeof probeEvents>['registry'];
