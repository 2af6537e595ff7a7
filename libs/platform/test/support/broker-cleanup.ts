import { connect } from 'amqplib';

/** Deletes the queues and exchanges a test declared on a shared broker. */
export async function deleteBrokerObjects(
  url: string,
  objects: { queues?: string[]; exchanges?: string[] },
): Promise<void> {
  const connection = await connect(url);
  try {
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

/** Reads (and acks) every message currently in a queue. */
export async function drainQueue(
  url: string,
  queue: string,
): Promise<{ body: string; headers: Record<string, unknown> }[]> {
  const connection = await connect(url);
  const messages: { body: string; headers: Record<string, unknown> }[] = [];
  try {
    const channel = await connection.createChannel();
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (!message) break;
      messages.push({
        body: message.content.toString('utf8'),
        headers: (message.properties.headers ?? {}),
      });
    }
    await channel.close();
  } finally {
    await connection.close();
  }
  return messages;
}
