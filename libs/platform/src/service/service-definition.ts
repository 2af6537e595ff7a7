import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import type { ServiceName } from '@studyhub/contracts';
import { loadConfig } from '../config/load-config';
import { serviceEnvSchema } from '../config/service-config';
import {
  createDataSource,
  ensureDatabaseExists,
  runMigrationsWithLock,
  type DataSourceSettings,
  type MigrationClass,
} from '../database/data-source';
import { createLogger } from '../logging/logger';
import type { RunServiceOptions } from './run-service';
import type { ServiceKernel } from './service-kernel';

/** What makes one service: its name, tables, migrations, Nest root module and own variables. */
export interface ServiceDefinition {
  service: ServiceName;
  entities?: DataSourceSettings['entities'];
  migrations?: MigrationClass[];
  rootModule: (kernel: ServiceKernel) => DynamicModule;
  env?: z.ZodRawShape;
  bodyLimit?: number;
  /** Runs at every start of the service process, after migrations and before the API listens; must be idempotent. */
  onStart?: (kernel: ServiceKernel) => Promise<void>;
  /** Registers Fastify plugins (cookies, multipart) on the app before it listens. */
  configureHttp?: (app: NestFastifyApplication, kernel: ServiceKernel) => Promise<void>;
}

export function serviceOptionsFrom(
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv = process.env,
): RunServiceOptions {
  const config = loadConfig(serviceEnvSchema(definition.service, definition.env), env);
  return {
    config,
    rootModule: definition.rootModule,
    ...(definition.entities ? { entities: definition.entities } : {}),
    ...(definition.migrations ? { migrations: definition.migrations } : {}),
    ...(definition.bodyLimit !== undefined ? { bodyLimit: definition.bodyLimit } : {}),
    ...(definition.onStart ? { onStart: definition.onStart } : {}),
    ...(definition.configureHttp ? { configureHttp: definition.configureHttp } : {}),
  };
}

/** Creates the service database when missing and runs its migrations, then exits (deploy jobs). */
export function runMigrationProcess(definition: ServiceDefinition): void {
  const config = loadConfig(serviceEnvSchema(definition.service, definition.env));
  const logger = createLogger({ service: `${definition.service}-migrate`, level: config.LOG_LEVEL });
  const dataSource = createDataSource({
    url: config.databaseUrl,
    applicationName: `studyhub-${definition.service}-migrate`,
    ...(definition.entities ? { entities: definition.entities } : {}),
    ...(definition.migrations ? { migrations: definition.migrations } : {}),
  });
  (async () => {
    if (await ensureDatabaseExists(config.databaseUrl)) logger.info('created database');
    await dataSource.initialize();
    const ran = await runMigrationsWithLock(dataSource, config.databaseUrl);
    logger.info({ migrations: ran }, ran.length > 0 ? 'ran migrations' : 'database is up to date');
    await dataSource.destroy();
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.fatal({ err: error }, 'migrations failed');
      process.exit(1);
    },
  );
}
