import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const KUBECTL = process.env.KUBECTL ?? 'kubectl';
export const OVERLAYS = ['dev', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

// --- What must run -----------------------------------------------------------------------------------

export interface ProcessSpec {
  /** Deployment, Service and Compose service name. */
  name: string;
  port: number;
  /** The command, as args after the image's entrypoint (tini). */
  args: string[];
  live: string;
  ready: string;
  /** Image built from the Dockerfile's `runtime` or `worker` target. */
  target: 'runtime' | 'worker';
  /** Secret keys the process needs in Kubernetes. */
  secrets: string[];
  /** Whether it mounts the data volume at DATA_DIR. */
  data: boolean;
}

export const SERVICES: Array<[string, number]> = [
  ['auth', 4101],
  ['catalog', 4102],
  ['orders', 4103],
  ['points-ledger', 4104],
  ['document-processing', 4105],
  ['ai-tools', 4106],
  ['notifications', 4107],
  ['content', 4108],
];
export const envName = (name: string): string => name.toUpperCase().replace(/-/g, '_');
export const BUS_SECRETS = ['RABBITMQ_URL', 'REDIS_URL'];

/** Processes that write or sign stored files, so they hold the storage credentials. */
const STORAGE_WRITERS = ['auth', 'catalog', 'document-processing'];
const STORAGE_SECRETS = ['STORAGE_SIGNING_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
/** Services that sign or verify calls between services (ADR 0014). */
const INTERNAL_CALLERS = ['orders', 'points-ledger', 'ai-tools'];

export const PROCESSES: ProcessSpec[] = [
  {
    name: 'gateway',
    port: 4000,
    args: ['node', 'gateway/dist/main.js'],
    live: '/health/live',
    ready: '/health/ready',
    target: 'runtime',
    secrets: BUS_SECRETS,
    data: true,
  },
  ...SERVICES.map(([name, port]): ProcessSpec => ({
    name,
    port,
    args: ['node', `services/${name}/dist/main.js`],
    live: '/health/live',
    ready: '/health/ready',
    target: 'runtime',
    secrets: [
      `${envName(name)}_DATABASE_URL`,
      ...BUS_SECRETS,
      ...(STORAGE_WRITERS.includes(name) ? STORAGE_SECRETS : []),
      ...(INTERNAL_CALLERS.includes(name) ? ['INTERNAL_API_SECRET'] : []),
      ...(name === 'orders' ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] : []),
      ...(name === 'ai-tools' ? ['LLM_API_KEY'] : []),
      ...(name === 'notifications' ? ['MAIL_UNSUBSCRIBE_SECRET'] : []),
    ],
    data: true,
  })),
  {
    name: 'document-worker',
    port: 4115,
    args: ['node', 'services/document-processing/dist/worker.js'],
    live: '/health/live',
    ready: '/health/ready',
    target: 'worker',
    secrets: ['DOCUMENT_PROCESSING_DATABASE_URL', ...BUS_SECRETS, ...STORAGE_SECRETS],
    data: true,
  },
  {
    name: 'frontend',
    port: 3000,
    args: ['npm', 'run', 'serve', '-w', '@studyhub/frontend', '--', '-p', '3000'],
    live: '/healthz',
    ready: '/healthz',
    target: 'runtime',
    secrets: [],
    data: false,
  },
];

export const MIGRATE_ARGS = ['node', 'infra/dist/cli/migrate-all.js'];
export const AUTOSCALED = ['gateway', 'document-worker'];
export const DATABASE_SECRETS = SERVICES.map(([name]) => `${envName(name)}_DATABASE_URL`);

/**
 * Variables of .env.example that deployments deliberately do not set, each with its reason.
 * Every other variable must come from the ConfigMap or the Secret.
 */
export const LOCAL_ONLY: Record<string, string> = {
  ADMIN_EMAIL: 'the demo accounts are seeded only when NODE_ENV is not production; deployments run production',
  ADMIN_PASSWORD: 'the demo accounts are seeded only when NODE_ENV is not production; deployments run production',
  DEMO_PASSWORD: 'the demo accounts are seeded only when NODE_ENV is not production; deployments run production',
  DEMO_SELLER_EMAIL:
    'the demo catalog follows the demo seller, which is seeded only outside production; deployments run production',
};

/** Containers allowed a writable root filesystem, with the reason. */
export const WRITABLE_ROOT: Record<string, string> = {
  frontend: '`next start` writes its image and incremental caches into frontend/.next',
};

/**
 * Variables whose values are credentials or carry them: Secret only, never the ConfigMap. A
 * publishable key is made to be sent to every browser, so it is configuration.
 */
export function isSecretName(name: string): boolean {
  if (name.endsWith('_PUBLISHABLE_KEY')) return false;
  return (
    ['POSTGRES_URL', 'RABBITMQ_URL', 'REDIS_URL', 'SMTP_URL'].includes(name) ||
    name.endsWith('_DATABASE_URL') ||
    /SECRET|PASSWORD|_KEY$|_KEY_ID$/.test(name)
  );
}

// --- Reading files -----------------------------------------------------------------------------------

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

/** Variable names of .env.example (uncommented `NAME=value` lines) with their default values. */
export function envExample(): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of readRepoFile('.env.example').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) vars.set(match[1], match[2] ?? '');
  }
  return vars;
}

// --- Kubernetes shapes (only the fields checked here) -------------------------------------------------
