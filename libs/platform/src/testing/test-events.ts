import { connect } from 'amqplib';
import type { EventEnvelope } from '@studyhub/contracts';
import { TEST_RABBITMQ_URL } from './test-database';
import type { TestService } from './test-service';
import { waitFor } from './wait-for';

/**
 * Publishes an event to the service's exchange (a test service's or a service process's) the way a
 * producer's relay does, retrying until a queue took it (the service declares its queues shortly
 * after it starts).
 */
export async function publishEvent(service: Pick<TestService, 'exchange'>, envelope: EventEnvelope): Promise<void> {
  const connection = await connect(TEST_RABBITMQ_URL);
  try {
    await waitFor(
      `${envelope.type} routed to the service's queue`,
      async () => {
        const channel = await connection.createConfirmChannel();
        channel.on('error', () => undefined);
        let returned = false;
        channel.on('return', () => {
          returned = true;
        });
        try {
          channel.publish(service.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
            persistent: true,
            mandatory: true,
            messageId: envelope.id,
            contentType: 'application/json',
          });
          await channel.waitForConfirms();
          return !returned;
        } finally {
          await channel.close().catch(() => undefined);
        }
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  } finally {
    await connection.close();
  }
}

/** Resolves once the consumer recorded the event in its inbox (handled, whatever it decided). */
export async function waitUntilHandled(service: TestService, eventId: string): Promise<void> {
  await waitFor(`event ${eventId} in the inbox`, async () => {
    const rows = await service.kernel.dataSource.query<unknown[]>('SELECT 1 FROM inbox WHERE event_id = $1', [eventId]);
    return rows.length > 0;
  });
}
