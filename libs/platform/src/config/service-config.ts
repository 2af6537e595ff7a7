import { z } from 'zod';
import type { ServiceName } from '@studyhub/contracts';
import {
  authEnvShape,
  databaseNameFor,
  defaultServicePort,
  envPrefix,
  eventBackboneEnvShape,
  infraEnvShape,
  portSchema,
  postgresUrlSchema,
  runtimeEnvShape,
  storageEnvShape,
  withDatabase,
} from './env-schemas';

/**
 * The schema of a domain service process: shared runtime, infrastructure, event backbone and auth
 * variables plus the service's own `<SERVICE>_PORT` and `<SERVICE>_DATABASE_URL`. `extra` adds the
 * service's own variables.
 */
const sharedServiceShape = {
  ...runtimeEnvShape,
  ...infraEnvShape,
  ...storageEnvShape,
  ...eventBackboneEnvShape,
  ...authEnvShape,
};
type SharedServiceEnv = z.infer<z.ZodObject<typeof sharedServiceShape>>;

export function serviceEnvSchema<TExtra extends z.ZodRawShape = Record<never, never>>(
  service: ServiceName,
  extra?: TExtra,
) {
  const prefix = envPrefix(service);
  const ownShape: z.ZodRawShape = {
    [`${prefix}_PORT`]: portSchema.default(defaultServicePort(service)),
    [`${prefix}_DATABASE_URL`]: postgresUrlSchema.optional(),
  };
  return z.object({ ...sharedServiceShape, ...ownShape, ...(extra ?? {}) }).transform((parsed) => {
    const values = parsed as Record<string, unknown>;
    const env = parsed as unknown as SharedServiceEnv & z.infer<z.ZodObject<TExtra>>;
    const databaseUrl =
      (values[`${prefix}_DATABASE_URL`] as string | undefined) ??
      withDatabase(env.POSTGRES_URL, databaseNameFor(service));
    return { ...env, service, port: values[`${prefix}_PORT`] as number, databaseUrl };
  });
}

export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;

/** The subset of configuration the platform's building blocks need; every process config has it. */
export interface PlatformConfig {
  service: string;
  NODE_ENV: 'development' | 'test' | 'production';
  LOG_LEVEL: string;
  DATA_DIR: string;
  BIND_HOST: string;
  port: number;
}
