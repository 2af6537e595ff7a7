import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { Redis } from 'ioredis';
import { Client } from 'pg';

/**
 * Removes what interrupted test and benchmark runs left on the machine's broker and database
 * server: `studyhub.test.*` and `studyhub.bench.*` queues and exchanges, `studyhub_test_*`
 * databases, and job queues under `studyhub.test.*` / `studyhub.bench.*` key prefixes in Redis. A
 * suite closes its own, but a run that was killed does not, and quorum queues that pile up on the
 * broker make every later declaration slower, until suites time out.
 *
 * Run before the integration tier, when no test is running.
 */
const TEST_NAME = /^studyhub\.(test|bench)\./;
const run = promisify(execFile);

async function brokerNames(kind: 'queues' | 'exchanges'): Promise<string[]> {
  try {
    const { stdout } = await run('rabbitmqctl', ['-q', `list_${kind}`, '--no-table-headers', 'name'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((name) => TEST_NAME.test(name));
  } catch (error) {
    console.warn(`[sweep] could not list the broker's ${kind}: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
}

async function sweepBroker(rabbitUrl: string): Promise<void> {
  const queues = await brokerNames('queues');
  const exchanges = await brokerNames('exchanges');
  if (queues.length + exchanges.length === 0) return;
  const connection = await amqp.connect(rabbitUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) await channel.deleteQueue(queue);
    for (const exchange of exchanges) await channel.deleteExchange(exchange);
    await channel.close();
  } finally {
    await connection.close();
  }
  console.log(`[sweep] deleted ${queues.length} test queues and ${exchanges.length} test exchanges`);
}

async function sweepDatabases(postgresUrl: string): Promise<void> {
  const client = new Client({ connectionString: `${postgresUrl.replace(/\/+$/, '')}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'studyhub\\_test\\_%'`,
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}" WITH (FORCE)`);
    }
    if (rows.length > 0) console.log(`[sweep] dropped ${rows.length} test databases`);
  } finally {
    await client.end();
  }
}

async function sweepRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let deleted = 0;
    for (const pattern of ['studyhub.test.*', 'studyhub.bench.*']) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length > 0) deleted += await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
    if (deleted > 0) console.log(`[sweep] deleted ${deleted} test job-queue keys`);
  } catch (error) {
    console.warn(`[sweep] could not sweep Redis: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  await sweepRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  await sweepBroker(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  await sweepDatabases(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432');
}

main().catch((error: unknown) => {
  console.error('[sweep] failed:', error);
  process.exitCode = 1;
});
