import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { SERVICE_NAMES } from '@studyhub/contracts';
import { REPO_ROOT } from './repo-root';
import { envPrefixOf, stackProcesses, portOf } from './stack-processes';

export type StackProfile = 'development' | 'e2e';

/** Reads `.env` at the repo root, when there is one. */
export function readDotEnv(file = path.join(REPO_ROOT, '.env')): Record<string, string> {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The end-to-end stack: other ports, databases, exchange, Redis database and data folder. */
const E2E_PORT_OFFSET = 10_000;

/**
 * The environment every process of a stack gets. Development uses the built-in defaults (and
 * `.env`); the e2e profile moves everything aside so tests never touch a developer's data.
 */
export function stackEnvironment(profile: StackProfile, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...readDotEnv(), ...base };
  env.NODE_ENV ??= 'development';
  env.DATA_DIR ??= '.data';
  env.BIND_HOST ??= '127.0.0.1';
  // Next's telemetry would try the network at every start.
  env.NEXT_TELEMETRY_DISABLED = '1';
  if (profile === 'e2e') {
    const postgres = (env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
    env.NODE_ENV = 'test';
    env.DATA_DIR = path.join('.data', 'e2e');
    env.RABBITMQ_EXCHANGE = 'studyhub.e2e.events';
    env.REDIS_URL = 'redis://127.0.0.1:6379/1';
    env.LOG_LEVEL ??= 'info';
    for (const spec of stackProcesses({ withFakeUpstreams: true })) {
      env[spec.portVariable] = String(spec.defaultPort + E2E_PORT_OFFSET);
    }
    // The AI tools talk to the fake model, registry and DOI resolver, never to a developer's endpoint.
    const fakes = `http://127.0.0.1:${env.FAKE_UPSTREAMS_PORT}`;
    env.LLM_BASE_URL = `${fakes}/v1`;
    env.LLM_MODEL = 'fake-model';
    env.LLM_API_KEY = '';
    for (const feature of ['WRITER', 'EDITOR', 'HOMEWORK', 'CHAT', 'FLASHCARDS', 'EMBEDDINGS'])
      env[`LLM_MODEL_${feature}`] = '';
    env.DOI_RESOLVER_URL = `${fakes}/doi`;
    env.REFERENCE_SEARCH_URL = fakes;
    for (const service of SERVICE_NAMES) {
      const prefix = envPrefixOf(service);
      env[`${prefix}_DATABASE_URL`] = `${postgres}/studyhub_e2e_${service.replace(/-/g, '_')}`;
    }
    // Browser tests sign in and out many times from one address.
    env.RATE_LIMIT_POINTS = '100000';
    env.RATE_LIMIT_SENSITIVE_POINTS = '100000';
    // auth's own per-address budgets (sign-in, sign-up, e-mails); per-account limits stay as configured.
    env.AUTH_LOGIN_IP_ATTEMPTS = '100000';
    env.AUTH_REGISTER_IP_ATTEMPTS = '100000';
    env.AUTH_EMAIL_IP_ATTEMPTS = '100000';
  }
  const byName = new Map(stackProcesses({ withFakeUpstreams: profile === 'e2e' }).map((spec) => [spec.name, spec]));
  const portFor = (name: string) => {
    const spec = byName.get(name);
    if (!spec) throw new Error(`no process ${name}`);
    return portOf(spec, env);
  };
  for (const service of SERVICE_NAMES) {
    const prefix = envPrefixOf(service);
    if (profile === 'e2e' || !env[`${prefix}_URL`]) env[`${prefix}_URL`] = `http://127.0.0.1:${portFor(service)}`;
  }
  if (profile === 'e2e' || !env.GATEWAY_INTERNAL_URL)
    env.GATEWAY_INTERNAL_URL = `http://127.0.0.1:${portFor('gateway')}`;
  if (profile === 'e2e' || !env.PUBLIC_URL) env.PUBLIC_URL = `http://localhost:${portFor('frontend')}`;
  if (profile === 'e2e' || !env.AUTH_JWKS_URL)
    env.AUTH_JWKS_URL = `http://127.0.0.1:${portFor('auth')}/.well-known/jwks.json`;
  return env;
}

export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data');
}
