import path from 'node:path';
import { SERVICE_NAMES } from '@studyhub/contracts';
import { defaultServicePort } from '@studyhub/platform';
import { REPO_ROOT } from './repo-root';

export type ReadinessRule = 'health-ready' | 'gateway-ready' | 'frontend';

/** One long-running process of the platform, as `npm start` and the end-to-end tests run it. */
export interface StackProcess {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** The environment variable holding its port. */
  portVariable: string;
  defaultPort: number;
  readiness: ReadinessRule;
  /** Variables this process needs on top of the stack's environment. */
  env?: Record<string, string>;
}

export const envPrefixOf = (name: string): string => name.toUpperCase().replace(/-/g, '_');

/**
 * The processes of a stack. The end-to-end stack adds `fake-upstreams` first: the model endpoint,
 * Crossref and DOI lookups that browser tests cannot reach on the internet (infra/src/e2e-fakes).
 */
export function stackProcesses(options: { withFakeUpstreams?: boolean } = {}): StackProcess[] {
  const node = process.execPath;
  const fakes: StackProcess[] = options.withFakeUpstreams
    ? [
        {
          name: 'fake-upstreams',
          command: node,
          args: [path.join(REPO_ROOT, 'infra', 'dist', 'e2e-fakes', 'fake-upstreams.js')],
          cwd: REPO_ROOT,
          portVariable: 'FAKE_UPSTREAMS_PORT',
          defaultPort: 4120,
          readiness: 'health-ready',
        },
      ]
    : [];
  const services: StackProcess[] = SERVICE_NAMES.map((service) => ({
    name: service,
    command: node,
    args: [path.join(REPO_ROOT, 'services', service, 'dist', 'main.js')],
    cwd: REPO_ROOT,
    portVariable: `${envPrefixOf(service)}_PORT`,
    defaultPort: defaultServicePort(service),
    readiness: 'health-ready',
  }));
  return [
    ...fakes,
    ...services,
    {
      name: 'document-worker',
      command: node,
      args: [path.join(REPO_ROOT, 'services', 'document-processing', 'dist', 'worker.js')],
      cwd: REPO_ROOT,
      portVariable: 'DOCUMENT_WORKER_PORT',
      defaultPort: 4115,
      readiness: 'health-ready',
    },
    {
      name: 'gateway',
      command: node,
      args: [path.join(REPO_ROOT, 'gateway', 'dist', 'main.js')],
      cwd: REPO_ROOT,
      portVariable: 'GATEWAY_PORT',
      defaultPort: 4000,
      readiness: 'gateway-ready',
    },
    {
      name: 'frontend',
      command: node,
      args: [require.resolve('next/dist/bin/next', { paths: [path.join(REPO_ROOT, 'frontend')] }), 'start'],
      cwd: path.join(REPO_ROOT, 'frontend'),
      portVariable: 'FRONTEND_PORT',
      defaultPort: 3000,
      readiness: 'frontend',
      // `next start` serves the production build and expects to say so.
      env: { NODE_ENV: 'production' },
    },
  ];
}

export function portOf(spec: StackProcess, env: NodeJS.ProcessEnv): number {
  const value = Number(env[spec.portVariable] ?? spec.defaultPort);
  return Number.isInteger(value) && value > 0 ? value : spec.defaultPort;
}

/** Arguments that depend on the environment (Next takes its port and host on the command line). */
export function argsOf(spec: StackProcess, env: NodeJS.ProcessEnv): string[] {
  if (spec.name !== 'frontend') return spec.args;
  return [...spec.args, '-p', String(portOf(spec, env)), '-H', env.BIND_HOST ?? '127.0.0.1'];
}
