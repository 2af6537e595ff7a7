import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES } from '@studyhub/contracts';
import {
  REPO_ROOT,
  amqpUrlSchema,
  databaseNameFor,
  defaultServicePort,
  envPrefix,
  httpUrlSchema,
  portSchema,
  postgresUrlSchema,
  redisUrlSchema,
  withDatabase,
} from './env-schemas';

describe('envPrefix', () => {
  it('upper-cases a service name and turns dashes into underscores', () => {
    expect(envPrefix('auth')).toBe('AUTH');
    expect(envPrefix('points-ledger')).toBe('POINTS_LEDGER');
    expect(envPrefix('document-processing')).toBe('DOCUMENT_PROCESSING');
  });
});

describe('databaseNameFor', () => {
  it('names each service database studyhub_<name with underscores>', () => {
    expect(databaseNameFor('auth')).toBe('studyhub_auth');
    expect(databaseNameFor('points-ledger')).toBe('studyhub_points_ledger');
    expect(databaseNameFor('ai-tools')).toBe('studyhub_ai_tools');
  });
});

describe('defaultServicePort', () => {
  it('gives every service its own port', () => {
    const ports = SERVICE_NAMES.map(defaultServicePort);
    expect(new Set(ports).size).toBe(SERVICE_NAMES.length);
    expect(defaultServicePort('auth')).toBe(4101);
    expect(defaultServicePort('content')).toBe(4108);
  });
});

describe('withDatabase', () => {
  it('adds the database as the path of a server URL', () => {
    expect(withDatabase('postgres://postgres@127.0.0.1:5432', 'studyhub_auth')).toBe(
      'postgres://postgres@127.0.0.1:5432/studyhub_auth',
    );
  });

  it('replaces an existing database and keeps credentials and query parameters', () => {
    expect(withDatabase('postgresql://app:s3cret@db.internal:6543/postgres?sslmode=require', 'studyhub_orders')).toBe(
      'postgresql://app:s3cret@db.internal:6543/studyhub_orders?sslmode=require',
    );
  });
});

describe('portSchema', () => {
  it('coerces strings from the environment into port numbers', () => {
    expect(portSchema.parse('4101')).toBe(4101);
    expect(portSchema.parse('0')).toBe(0);
    expect(portSchema.parse('65535')).toBe(65535);
  });

  it.each([
    ['not a number', 'http'],
    ['out of range', '65536'],
    ['negative', '-1'],
    ['fractional', '80.5'],
  ])('rejects a port that is %s', (_, value) => {
    expect(portSchema.safeParse(value).success).toBe(false);
  });

  it('explains what a port should be', () => {
    const result = portSchema.safeParse('70000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('expected a port between 0 (any free port) and 65535');
  });
});

describe('URL schemas', () => {
  it('accept only their own protocols', () => {
    expect(postgresUrlSchema.safeParse('postgres://h:5432').success).toBe(true);
    expect(postgresUrlSchema.safeParse('postgresql://h:5432').success).toBe(true);
    expect(postgresUrlSchema.safeParse('mysql://h:3306').success).toBe(false);
    expect(amqpUrlSchema.safeParse('amqps://h').success).toBe(true);
    expect(amqpUrlSchema.safeParse('http://h').success).toBe(false);
    expect(redisUrlSchema.safeParse('rediss://h:6380').success).toBe(true);
    expect(redisUrlSchema.safeParse('postgres://h').success).toBe(false);
    expect(httpUrlSchema.safeParse('https://auth/.well-known/jwks.json').success).toBe(true);
    expect(httpUrlSchema.safeParse('ftp://auth/jwks.json').success).toBe(false);
  });

  it('name the expected protocols when the scheme is wrong', () => {
    const result = postgresUrlSchema.safeParse('mysql://h:3306');
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'expected a URL starting with postgres:// or postgresql://',
    );
  });

  it('reject text that is not a URL at all', () => {
    const result = redisUrlSchema.safeParse('localhost');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('expected a URL (redis, rediss)');
  });
});

describe('REPO_ROOT', () => {
  it('is the monorepo root', () => {
    expect(path.isAbsolute(REPO_ROOT)).toBe(true);
    expect(path.resolve(__dirname, '..', '..', '..', '..')).toBe(REPO_ROOT);
    const manifest: unknown = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(manifest).toHaveProperty('workspaces');
  });
});
