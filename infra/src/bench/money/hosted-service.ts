import {
  deadLetterQueueOf,
  dropDatabase,
  serviceOptionsFrom,
  startService,
  type RunningService,
  type ServiceDefinition,
} from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { deleteBrokerObjects } from '../broker-cleanup';

export interface HostedService {
  running: RunningService;
  /** Stops the service, deletes the queues it declared and drops its database. */
  stop(): Promise<void>;
}

/**
 * A built service as its `main.ts` starts it (configured from the environment), with a silent
 * logger. The exchange is shared by the bench's processes, so the bench deletes it, not this.
 */
export async function startHostedService(definition: ServiceDefinition, name: string): Promise<HostedService> {
  const options = serviceOptionsFrom(definition, process.env);
  let running: RunningService;
  try {
    running = await startService({ ...options, logger: testLogger(name) });
  } catch (error) {
    // Nothing stops a host that never started: its half-made database goes now.
    await dropDatabase(options.config.databaseUrl).catch(() => undefined);
    throw error;
  }
  return {
    running,
    stop: async () => {
      const queues = [...new Set([...running.kernel.consumer.queues(), ...running.kernel.publisher.declaredQueues()])];
      await running.stop();
      await deleteBrokerObjects(options.config.RABBITMQ_URL, {
        queues: queues.flatMap((queue) => [queue, deadLetterQueueOf(queue)]),
      }).catch(() => undefined);
      await dropDatabase(options.config.databaseUrl);
    },
  };
}
