import { connect } from 'amqplib';
import { envPrefix } from '../config/env-schemas';
import { dropDatabase } from '../database/data-source';
import { deadLetterQueueOf } from '../messaging/topology';
import { startService, type RunningService } from '../service/run-service';
import { serviceOptionsFrom, type ServiceDefinition } from '../service/service-definition';
import type { JwtVerifier } from '../auth/jwt-verifier';
import { TEST_POSTGRES_URL, TEST_RABBITMQ_URL, TEST_REDIS_URL, uniqueSuffix } from './test-database';
import { testLogger } from './test-logger';

export interface TestService extends RunningService {
  baseUrl: string;
  databaseUrl: string;
  exchange: string;
  /** Stops the service, drops its database and deletes its queues and exchanges. */
  close(): Promise<void>;
}

/**
 * Boots a real service (HTTP, database, broker, Redis) on a fresh database, a free port and an
 * exchange of its own, for integration tests.
 */
export async function startTestService(
  definition: ServiceDefinition,
  options: { verifier?: JwtVerifier; env?: Record<string, string> } = {},
): Promise<TestService> {
  const suffix = uniqueSuffix();
  const prefix = envPrefix(definition.service);
  const databaseUrl = `${TEST_POSTGRES_URL.replace(/\/+$/, '')}/studyhub_test_${definition.service.replace(/-/g, '_')}_${suffix}`;
  const exchange = `studyhub.test.${definition.service}.${suffix}`;
  const serviceOptions = serviceOptionsFrom(definition, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'silent',
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    REDIS_URL: TEST_REDIS_URL,
    RABBITMQ_EXCHANGE: exchange,
    OUTBOX_POLL_INTERVAL_MS: '200',
    [`${prefix}_PORT`]: '0',
    [`${prefix}_DATABASE_URL`]: databaseUrl,
    ...options.env,
  });
  const running = await startService({
    ...serviceOptions,
    logger: testLogger(definition.service),
    ...(options.verifier ? { verifier: options.verifier } : {}),
  });
  return {
    ...running,
    baseUrl: `http://127.0.0.1:${running.port}`,
    databaseUrl,
    exchange,
    close: async () => {
      // Producers declare their consumers' queues too; quorum queues left behind pile up on the
      // broker and slow every later declaration.
      const queues = [
        ...new Set([...running.kernel.consumer.queues(), ...running.kernel.publisher.declaredQueues()]),
      ];
      await running.stop();
      await dropDatabase(databaseUrl);
      const connection = await connect(TEST_RABBITMQ_URL);
      try {
        for (const queue of queues.flatMap((q) => [q, deadLetterQueueOf(q)])) {
          const channel = await connection.createChannel();
          await channel.deleteQueue(queue).catch(() => undefined);
          await channel.close().catch(() => undefined);
        }
        for (const name of [exchange, `${exchange}.dlx`]) {
          const channel = await connection.createChannel();
          await channel.deleteExchange(name).catch(() => undefined);
          await channel.close().catch(() => undefined);
        }
      } finally {
        await connection.close();
      }
    },
  };
}
