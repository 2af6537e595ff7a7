import { dropDatabase, serviceOptionsFrom, startService } from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { benchCatalogService } from '../bench-app';
import { runHost } from './host-runtime';

/**
 * A real service process (kernel with database, broker and Redis, Nest on Fastify with the
 * platform hooks and guard) configured from the environment the benchmark passes, on port 0.
 */
runHost(async () => {
  const options = serviceOptionsFrom(benchCatalogService, process.env);
  const running = await startService({ ...options, logger: testLogger('bench-catalog') });
  return {
    ready: { port: running.port },
    stop: async () => {
      await running.stop();
      await dropDatabase(options.config.databaseUrl);
    },
  };
});
