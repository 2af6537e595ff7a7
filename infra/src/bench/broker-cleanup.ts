import { connect } from 'amqplib';

/** Deletes queues and exchanges a benchmark declared on the shared broker (missing ones are fine). */
export async function deleteBrokerObjects(
  url: string,
  objects: { queues?: readonly string[]; exchanges?: readonly string[] },
): Promise<void> {
  const connection = await connect(url);
  try {
    // A failed delete closes its channel, so each gets its own.
    for (const queue of objects.queues ?? []) {
      const channel = await connection.createChannel();
      await channel.deleteQueue(queue).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
    for (const exchange of objects.exchanges ?? []) {
      const channel = await connection.createChannel();
      await channel.deleteExchange(exchange).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
  } finally {
    await connection.close();
  }
}
