import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './env-schemas';
import { ConfigValidationError, loadConfig } from './load-config';
import { serviceEnvSchema } from './service-config';

function problemsOf(work: () => unknown): readonly string[] {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as ConfigValidationError).problems;
  }
  throw new Error('expected a ConfigValidationError');
}

describe('serviceEnvSchema', () => {
  describe('defaults', () => {
    const config = loadConfig(serviceEnvSchema('points-ledger'), {});

    it('names the service and uses its default port', () => {
      expect(config.service).toBe('points-ledger');
      expect(config.port).toBe(4104);
    });

    it('fills in the runtime defaults', () => {
      expect(config).toMatchObject({
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        BIND_HOST: '127.0.0.1',
        DATA_DIR: path.join(REPO_ROOT, '.data'),
      });
    });

    it('fills in the infrastructure, event backbone and auth defaults', () => {
      expect(config).toMatchObject({
        POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432',
        RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672',
        RABBITMQ_EXCHANGE: 'studyhub.events',
        REDIS_URL: 'redis://127.0.0.1:6379',
        OUTBOX_BATCH_SIZE: 200,
        OUTBOX_POLL_INTERVAL_MS: 1000,
        OUTBOX_RETENTION_HOURS: 168,
        CONSUMER_DELIVERY_LIMIT: 5,
        CONSUMER_PREFETCH: 32,
        CONSUMER_RETRY_BASE_MS: 200,
        CONSUMER_RETRY_MAX_MS: 10_000,
        AUTH_JWKS_URL: 'http://127.0.0.1:4101/.well-known/jwks.json',
        JWT_ISSUER: 'studyhub-auth',
        JWT_AUDIENCE: 'studyhub',
      });
    });

    it('derives the database URL from POSTGRES_URL and the service name', () => {
      expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/studyhub_points_ledger');
    });
  });

  describe('per-service variables', () => {
    it('reads the port from the service-prefixed variable', () => {
      const config = loadConfig(serviceEnvSchema('points-ledger'), { POINTS_LEDGER_PORT: '5104' });
      expect(config.port).toBe(5104);
    });

    it("ignores another service's port", () => {
      const config = loadConfig(serviceEnvSchema('catalog'), { AUTH_PORT: '9999', POINTS_LEDGER_PORT: '9998' });
      expect(config.port).toBe(4102);
    });

    it('accepts port 0 for any free port', () => {
      expect(loadConfig(serviceEnvSchema('auth'), { AUTH_PORT: '0' }).port).toBe(0);
    });

    it('derives the database URL from a custom POSTGRES_URL, keeping credentials and options', () => {
      const config = loadConfig(serviceEnvSchema('document-processing'), {
        POSTGRES_URL: 'postgresql://app:pw@db.internal:6432/postgres?sslmode=require',
      });
      expect(config.databaseUrl).toBe(
        'postgresql://app:pw@db.internal:6432/studyhub_document_processing?sslmode=require',
      );
    });

    it('prefers the service-prefixed database URL when it is set', () => {
      const config = loadConfig(serviceEnvSchema('orders'), {
        POSTGRES_URL: 'postgres://ignored:5432',
        ORDERS_DATABASE_URL: 'postgres://orders@orders-db:5432/orders',
      });
      expect(config.databaseUrl).toBe('postgres://orders@orders-db:5432/orders');
    });

    it('adds the extra variables of the service', () => {
      const schema = serviceEnvSchema('ai-tools', { AI_TOOLS_MODEL: z.string().default('small') });
      expect(loadConfig(schema, {}).AI_TOOLS_MODEL).toBe('small');
      expect(loadConfig(schema, { AI_TOOLS_MODEL: 'large' }).AI_TOOLS_MODEL).toBe('large');
    });
  });

  describe('DATA_DIR', () => {
    it('resolves a relative directory against the repo root, not the working directory', () => {
      const previous = process.cwd();
      process.chdir(os.tmpdir());
      try {
        const config = loadConfig(serviceEnvSchema('content'), { DATA_DIR: 'var/uploads' });
        expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, 'var', 'uploads'));
      } finally {
        process.chdir(previous);
      }
    });

    it('keeps an absolute directory as it is', () => {
      const absolute = path.join(os.tmpdir(), 'studyhub-data');
      expect(loadConfig(serviceEnvSchema('content'), { DATA_DIR: absolute }).DATA_DIR).toBe(absolute);
    });
  });

  describe('errors', () => {
    it('names every bad variable, the service-prefixed ones included, in one error', () => {
      const problems = problemsOf(() =>
        loadConfig(serviceEnvSchema('points-ledger'), {
          POINTS_LEDGER_PORT: 'eighty',
          POINTS_LEDGER_DATABASE_URL: 'mysql://root:hunter2@db/ledger',
          LOG_LEVEL: 'loud',
          CONSUMER_DELIVERY_LIMIT: '1000',
          RABBITMQ_URL: 'http://guest:guest@broker',
        }),
      );
      const variables = problems.map((problem) => problem.slice(0, problem.indexOf(':')));
      expect(new Set(variables)).toEqual(
        new Set([
          'POINTS_LEDGER_PORT',
          'POINTS_LEDGER_DATABASE_URL',
          'LOG_LEVEL',
          'CONSUMER_DELIVERY_LIMIT',
          'RABBITMQ_URL',
        ]),
      );
    });

    it('explains a bad port', () => {
      const problems = problemsOf(() => loadConfig(serviceEnvSchema('auth'), { AUTH_PORT: '70000' }));
      expect(problems).toEqual(['AUTH_PORT: expected a port between 0 (any free port) and 65535 (got "70000")']);
    });

    it('redacts connection URLs, which may hold passwords', () => {
      let message = '';
      try {
        loadConfig(serviceEnvSchema('orders'), {
          ORDERS_DATABASE_URL: 'mysql://root:hunter2@db/orders',
          REDIS_URL: 'http://:redispass@cache:6379',
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('ORDERS_DATABASE_URL');
      expect(message).toContain('REDIS_URL');
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('redispass');
      expect(message).toContain('"mysq****"');
    });
  });
});
