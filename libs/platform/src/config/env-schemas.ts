import path from 'node:path';
import { z } from 'zod';
import { type ServiceName } from '@studyhub/contracts';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const DEFAULT_PORTS: Record<ServiceName, number> = {
  auth: 4101,
  catalog: 4102,
  orders: 4103,
  'points-ledger': 4104,
  'document-processing': 4105,
  'ai-tools': 4106,
  notifications: 4107,
  content: 4108,
};

export function defaultServicePort(service: ServiceName): number {
  return DEFAULT_PORTS[service];
}

/** `points-ledger` -> `POINTS_LEDGER`: the prefix of a service's own variables. */
export function envPrefix(name: string): string {
  return name.toUpperCase().replace(/-/g, '_');
}

/** `points-ledger` -> `studyhub_points_ledger`. */
export function databaseNameFor(service: ServiceName): string {
  return `studyhub_${service.replace(/-/g, '_')}`;
}

export const portSchema = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole number')
  .min(0, 'expected a port between 0 (any free port) and 65535')
  .max(65535, 'expected a port between 0 (any free port) and 65535');

export const positiveIntSchema = z.coerce.number({ message: 'expected a number' }).int().positive();

const urlWithProtocols = (protocols: string[]) =>
  z
    .url({ message: `expected a URL (${protocols.join(', ')})` })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `expected a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

export const postgresUrlSchema = urlWithProtocols(['postgres', 'postgresql']);
export const amqpUrlSchema = urlWithProtocols(['amqp', 'amqps']);
export const redisUrlSchema = urlWithProtocols(['redis', 'rediss']);
export const httpUrlSchema = urlWithProtocols(['http', 'https']);

/** The repo root, found from this file whether it runs from src (tests) or dist. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** Variables every process reads. */
export const runtimeEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .transform((dir) => path.resolve(REPO_ROOT, dir)),
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
};

/** Infrastructure every service and the gateway connect to. */
export const infraEnvShape = {
  POSTGRES_URL: postgresUrlSchema.default('postgres://postgres@127.0.0.1:5432'),
  RABBITMQ_URL: amqpUrlSchema.default('amqp://guest:guest@127.0.0.1:5672'),
  RABBITMQ_EXCHANGE: z.string().min(1).default('studyhub.events'),
  REDIS_URL: redisUrlSchema.default('redis://127.0.0.1:6379'),
};

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** Where files live: the local data folder (default) or an S3-compatible bucket. */
export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Signs the local driver's private-file URLs; the development default is refused in production. */
  STORAGE_SIGNING_SECRET: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url({ message: 'expected a URL' }).optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'expected true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
};

export const eventBackboneEnvShape = {
  OUTBOX_BATCH_SIZE: positiveIntSchema.max(5000).default(200),
  OUTBOX_POLL_INTERVAL_MS: positiveIntSchema.default(1000),
  OUTBOX_RETENTION_HOURS: positiveIntSchema.default(168),
  CONSUMER_DELIVERY_LIMIT: positiveIntSchema.max(100).default(5),
  CONSUMER_PREFETCH: positiveIntSchema.max(1000).default(32),
  CONSUMER_RETRY_BASE_MS: positiveIntSchema.default(200),
  CONSUMER_RETRY_MAX_MS: positiveIntSchema.default(10_000),
};

export const authEnvShape = {
  /** Signs calls between services (ADR 0014); the development default is refused in production. */
  INTERNAL_API_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
  AUTH_JWKS_URL: httpUrlSchema.default('http://127.0.0.1:4101/.well-known/jwks.json'),
  JWT_ISSUER: z.string().min(1).default('studyhub-auth'),
  JWT_AUDIENCE: z.string().min(1).default('studyhub'),
};

/** Replaces the last path segment of a server URL with a database name. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
