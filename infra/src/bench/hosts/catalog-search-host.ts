import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';
import {
  createDataSource,
  deadLetterQueueOf,
  dropDatabase,
  ensureDatabaseExists,
  runMigrationsWithLock,
  serviceOptionsFrom,
  startService,
  type MigrationClass,
  type RunningService,
  type ServiceDefinition,
} from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { deleteBrokerObjects } from '../broker-cleanup';
import { CATALOG_DIST } from '../catalog-search/catalog-dist';
import { FULL_SCALE, generateCatalog, type CatalogScale } from '../catalog-search/generate-catalog';
import { onMessage, runHost, send } from './host-runtime';

interface CatalogServiceModule {
  catalogService: ServiceDefinition;
}
interface CatalogMigrationsModule {
  MIGRATIONS: MigrationClass[];
}

/** A database the generator finished: reused by BENCH_CATALOG_KEEP runs (it marks itself). */
async function isGenerated(databaseUrl: string): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ note: string | null }>(
      `SELECT obj_description('documents'::regclass) AS note`,
    );
    return rows[0]?.note?.startsWith('bench catalog generated') ?? false;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function prepare(databaseUrl: string, scale: CatalogScale): Promise<Record<string, number>> {
  const load = createRequire(__filename);
  const { MIGRATIONS } = load(path.join(CATALOG_DIST, 'migrations', 'index.js')) as CatalogMigrationsModule;
  await ensureDatabaseExists(databaseUrl);
  const dataSource = createDataSource({
    url: databaseUrl,
    applicationName: 'studyhub-bench-catalog-migrate',
    migrations: MIGRATIONS,
  });
  await dataSource.initialize();
  const migrateStarted = performance.now();
  await runMigrationsWithLock(dataSource, databaseUrl);
  await dataSource.destroy();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const timings = await generateCatalog(client, scale, (message) => send({ type: 'progress', message }));
    await client.query(`COMMENT ON TABLE documents IS 'bench catalog generated ${JSON.stringify(scale)}'`);
    return { migrations: Math.round(performance.now() - migrateStarted), ...timings };
  } finally {
    await client.end();
  }
}

/**
 * The catalog service as `main.ts` starts it, on a generated database of its own
 * (`BENCH_CATALOG_DATABASE_URL`): migrates and generates the catalog first (`generated` reports
 * the timings), then starts the service. Answers `memory` with the process's memory use.
 * `BENCH_CATALOG_KEEP=1` keeps the database (and reuses a finished one) between runs.
 */
runHost(async () => {
  const databaseUrl = process.env.BENCH_CATALOG_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_CATALOG_DATABASE_URL is required');
  const keep = process.env.BENCH_CATALOG_KEEP === '1';
  const scale: CatalogScale = process.env.BENCH_CATALOG_SCALE
    ? (JSON.parse(process.env.BENCH_CATALOG_SCALE) as CatalogScale)
    : FULL_SCALE;
  const reused = keep && (await isGenerated(databaseUrl));
  let running: RunningService;
  try {
    const timings = reused ? {} : await prepare(databaseUrl, scale);
    send({ type: 'generated', timings, reused });
    const load = createRequire(__filename);
    const { catalogService } = load(path.join(CATALOG_DIST, 'service.js')) as CatalogServiceModule;
    const options = serviceOptionsFrom(catalogService, process.env);
    running = await startService({ ...options, logger: testLogger('bench-catalog-search') });
  } catch (error) {
    // Nothing will stop a host that never started: its half-made database goes now.
    if (!keep) await dropDatabase(databaseUrl).catch(() => undefined);
    throw error;
  }
  onMessage('memory', () => send({ type: 'memory', usage: process.memoryUsage() }));
  return {
    ready: { port: running.port },
    stop: async () => {
      const queues = running.kernel.consumer.queues();
      await running.stop();
      const exchange = process.env.RABBITMQ_EXCHANGE ?? '';
      await deleteBrokerObjects(process.env.RABBITMQ_URL ?? '', {
        queues: queues.flatMap((queue) => [queue, deadLetterQueueOf(queue)]),
        exchanges: [exchange, `${exchange}.dlx`],
      }).catch(() => undefined);
      if (!keep) await dropDatabase(databaseUrl);
    },
  };
});
