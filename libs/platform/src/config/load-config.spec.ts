import { z } from 'zod';
import { ConfigValidationError, loadConfig } from './load-config';

function problemsOf(work: () => unknown): readonly string[] {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as ConfigValidationError).problems;
  }
  throw new Error('expected a ConfigValidationError');
}

function messageOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as ConfigValidationError).message;
  }
  throw new Error('expected a ConfigValidationError');
}

describe('loadConfig', () => {
  const schema = z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    WORKERS: z.coerce.number().int().positive().default(2),
    GREETING: z.string().min(1),
  });

  it('returns the parsed environment with defaults filled in', () => {
    expect(loadConfig(schema, { GREETING: 'hello' })).toEqual({
      NODE_ENV: 'development',
      WORKERS: 2,
      GREETING: 'hello',
    });
  });

  it('coerces values given as strings', () => {
    expect(loadConfig(schema, { GREETING: 'hi', WORKERS: '8', NODE_ENV: 'test' })).toMatchObject({
      WORKERS: 8,
      NODE_ENV: 'test',
    });
  });

  it('reads process.env when no environment is given', () => {
    const variable = 'STUDYHUB_LOAD_CONFIG_SPEC_VALUE';
    process.env[variable] = 'from-process';
    try {
      expect(loadConfig(z.object({ [variable]: z.string() }))).toEqual({ [variable]: 'from-process' });
    } finally {
      delete process.env[variable];
    }
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf(() => loadConfig(schema, { NODE_ENV: 'staging', WORKERS: '-3' }));
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('NODE_ENV: ') && p.endsWith('(got "staging")'))).toBe(true);
    expect(problems.some((p) => p.startsWith('WORKERS: ') && p.endsWith('(got "-3")'))).toBe(true);
    expect(problems.some((p) => p.startsWith('GREETING: ') && p.endsWith('(not set)'))).toBe(true);
  });

  it('lists the problems one per line in the message', () => {
    const message = messageOf(() => loadConfig(schema, { NODE_ENV: 'staging' }));
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines.slice(1).every((line) => line.startsWith('  - '))).toBe(true);
  });

  it('carries the schema message saying what was expected', () => {
    const problems = problemsOf(() =>
      loadConfig(z.object({ PORT: z.coerce.number({ message: 'expected a port number' }) }), { PORT: 'eighty' }),
    );
    expect(problems).toEqual(['PORT: expected a port number (got "eighty")']);
  });

  it('names the ConfigValidationError', () => {
    expect(new ConfigValidationError(['A: bad']).name).toBe('ConfigValidationError');
  });

  describe('redaction', () => {
    const secrets = z.object({
      ADMIN_PASSWORD: z.string().min(32),
      SESSION_SECRET: z.string().min(32),
      API_KEY: z.string().min(32),
      RESET_TOKEN: z.string().min(32),
      POSTGRES_URL: z.string().startsWith('postgres://'),
    });
    const env = {
      ADMIN_PASSWORD: 'hunter2hunter2',
      SESSION_SECRET: 'abc',
      API_KEY: 'sk-live-0123456789',
      RESET_TOKEN: 'tok_987654321',
      POSTGRES_URL: 'mysql://root:p4ssw0rd@db:3306',
    };

    it('shows only the first four characters of secret-looking values', () => {
      const problems = problemsOf(() => loadConfig(secrets, env));
      expect(problems.find((p) => p.startsWith('ADMIN_PASSWORD:'))).toMatch(/\(got "hunt\*\*\*\*"\)$/);
      expect(problems.find((p) => p.startsWith('API_KEY:'))).toMatch(/\(got "sk-l\*\*\*\*"\)$/);
      expect(problems.find((p) => p.startsWith('RESET_TOKEN:'))).toMatch(/\(got "tok_\*\*\*\*"\)$/);
      expect(problems.find((p) => p.startsWith('POSTGRES_URL:'))).toMatch(/\(got "mysq\*\*\*\*"\)$/);
    });

    it('masks short secrets entirely', () => {
      const problems = problemsOf(() => loadConfig(secrets, env));
      expect(problems.find((p) => p.startsWith('SESSION_SECRET:'))).toMatch(/\(got "\*\*\*\*"\)$/);
    });

    it('never echoes a secret value in the message', () => {
      const message = messageOf(() => loadConfig(secrets, env));
      for (const value of Object.values(env)) {
        if (value.length > 4) expect(message).not.toContain(value);
      }
      expect(message).not.toContain('p4ssw0rd');
      expect(message).not.toContain('hunter2');
    });

    it('shows ordinary values in full', () => {
      const problems = problemsOf(() =>
        loadConfig(z.object({ LOG_LEVEL: z.enum(['info', 'debug']) }), { LOG_LEVEL: 'verbose-mode' }),
      );
      expect(problems[0]).toMatch(/\(got "verbose-mode"\)$/);
    });
  });
});
