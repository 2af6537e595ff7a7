import { Client } from 'pg';
import { DataSource, type EntitySchema, type MigrationInterface, type MixedList } from 'typeorm';
import { EventBackbone1763769600000 } from './migrations/1763769600000-event-backbone';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own list type
type EntityList = MixedList<Function | string | EntitySchema>;
export type MigrationClass = new () => MigrationInterface;

export interface DataSourceSettings {
  url: string;
  /** Shown in pg_stat_activity, e.g. `studyhub-content`. */
  applicationName: string;
  entities?: EntityList;
  /** The service's own migrations; the platform's event backbone tables are added first. */
  migrations?: MigrationClass[];
  poolSize?: number;
}

/** The platform's own tables (outbox, inbox), part of every service database. */
export const PLATFORM_MIGRATIONS: MigrationClass[] = [EventBackbone1763769600000];

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource({
    type: 'postgres',
    url: settings.url,
    entities: settings.entities ?? [],
    migrations: [...PLATFORM_MIGRATIONS, ...(settings.migrations ?? [])],
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    applicationName: settings.applicationName,
    extra: { max: settings.poolSize ?? 10, idleTimeoutMillis: 30_000 },
  });
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]{1,63}$/.test(name)) throw new Error(`Unsupported database name: ${JSON.stringify(name)}`);
  return name;
}

function maintenanceUrl(url: string): string {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

/** Creates the database named in `url` when it does not exist yet (safe when racing other replicas). */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const client = new Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === DUPLICATE_DATABASE || code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Drops a database, closing its connections first. Used by tests and tooling only. */
export async function dropDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${databaseNameOf(url)}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const MIGRATION_LOCK_KEY = 7_361_042;

/**
 * Runs pending migrations while holding a database-wide advisory lock, so replicas that boot at the
 * same time never run the same migration twice.
 */
export async function runMigrationsWithLock(dataSource: DataSource, url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
