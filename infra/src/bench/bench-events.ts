import { randomUUID } from 'node:crypto';
import { CONTACT_TOPICS, EventRegistry, contactMessageReceivedV1, defineEvent, type DataOf } from '@studyhub/contracts';

/**
 * An event type of its own per run (so runs never share queues), carrying the payload of a real
 * catalog event (`contact.message-received.v1`), validated by its schema on both ends.
 */
export function benchEvents(suffix: string) {
  const emitted = defineEvent({
    type: `bench-${suffix}.emitted.v1`,
    description: 'A benchmark event with the payload of a received contact message.',
    producer: 'content',
    consumers: ['notifications'],
    data: contactMessageReceivedV1.data,
  });
  const definitions = [emitted] as const;
  return { emitted, registry: new EventRegistry(definitions) };
}

export type BenchEvents = ReturnType<typeof benchEvents>;
export type BenchDefs = BenchEvents['registry']['definitions'];
export type BenchData = DataOf<BenchDefs, BenchEvents['emitted']['type']>;

export function benchData(index: number): BenchData {
  return {
    messageId: randomUUID(),
    name: 'Ada Lovelace',
    email: `ada+${index}@example.com`,
    topic: CONTACT_TOPICS[0],
    subject: 'A question about a document I bought',
    userId: null,
  };
}
