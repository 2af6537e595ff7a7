import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis client that reconnects forever and logs lost connections at most once a minute, so an
 * outage is visible without flooding the logs.
 */
export function createRedisClient(url: string, logger: Logger, name: string): Redis {
  let lastLoggedAt = 0;
  const client = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(5000, 100 * 2 ** Math.min(times, 6)),
  });
  client.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLoggedAt < 60_000) return;
    lastLoggedAt = now;
    logger.warn({ err: error }, 'redis unavailable');
  });
  return client;
}

export async function checkRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') throw new Error(`redis is ${client.status}`);
  const answer = await client.ping();
  if (answer !== 'PONG') throw new Error(`unexpected PING answer ${String(answer)}`);
}
