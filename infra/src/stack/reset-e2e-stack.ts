import { rm } from 'node:fs/promises';
import path from 'node:path';
import amqp from 'amqplib';
import { Client } from 'pg';
import { EVENT_CATALOG } from '@studyhub/contracts';
import { deadLetterQueueOf, queueNameFor } from '@studyhub/platform';
import { dataDirOf } from './stack-environment';

/**
 * Gives every end-to-end run the state a fresh machine has: no e2e databases (the services create
 * and migrate them, then seed), no queued events left over from an earlier run, no stored files or
 * written mail. Seeds that follow events (the demo seller's documents follow its registration) only
 * run on such a clean start, and no test can depend on what a previous run left behind.
 */
export async function resetEndToEndStack(env: NodeJS.ProcessEnv): Promise<void> {
  await dropEndToEndDatabases(env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432');
  await deleteEndToEndQueues(env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672', env.RABBITMQ_EXCHANGE ?? '');
  const dataDir = dataDirOf(env);
  for (const folder of ['storage', 'mail']) await rm(path.join(dataDir, folder), { recursive: true, force: true });
}

async function dropEndToEndDatabases(postgresUrl: string): Promise<void> {
  const client = new Client({ connectionString: `${postgresUrl.replace(/\/+$/, '')}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'studyhub\\_e2e\\_%'`,
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

async function deleteEndToEndQueues(rabbitUrl: string, exchange: string): Promise<void> {
  if (!exchange.includes('e2e')) throw new Error(`refusing to delete the queues of exchange "${exchange}"`);
  const connection = await amqp.connect(rabbitUrl);
  try {
    const channel = await connection.createChannel();
    for (const definition of EVENT_CATALOG) {
      for (const service of definition.consumers) {
        const queue = queueNameFor(exchange, service, definition.type);
        await channel.deleteQueue(queue);
        await channel.deleteQueue(deadLetterQueueOf(queue));
      }
    }
    await channel.close();
  } finally {
    await connection.close();
  }
}
