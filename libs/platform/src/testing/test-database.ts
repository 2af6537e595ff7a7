import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { withDatabase } from '../config/env-schemas';
import {
  createDataSource,
  dropDatabase,
  ensureDatabaseExists,
  runMigrationsWithLock,
  type DataSourceSettings,
} from '../database/data-source';

export const TEST_POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const TEST_RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one suite; `drop()` removes it. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  const url = withDatabase(TEST_POSTGRES_URL, `studyhub_test_${safeLabel}_${uniqueSuffix()}`);
  await ensureDatabaseExists(url);
  return { url, drop: () => dropDatabase(url) };
}

/** A migrated data source (platform tables plus the given migrations) on a fresh database. */
export async function createMigratedTestDataSource(
  label: string,
  settings: Omit<DataSourceSettings, 'url' | 'applicationName'> = {},
): Promise<{ dataSource: DataSource; database: TestDatabase; close(): Promise<void> }> {
  const database = await createTestDatabase(label);
  const dataSource = createDataSource({ ...settings, url: database.url, applicationName: `test-${label}` });
  await dataSource.initialize();
  await runMigrationsWithLock(dataSource, database.url);
  return {
    dataSource,
    database,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    },
  };
}
