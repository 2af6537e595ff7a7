import type { Config } from 'jest';
import { PROJECTS, jestProject } from './jest.shared';

/**
 * Integration tier: `*.int-spec.ts` against the machine's real PostgreSQL, RabbitMQ and Redis.
 * Each suite creates its own databases, exchanges and queues, so suites may run in parallel.
 */
const config: Config = {
  testTimeout: 60_000,
  // Suites spend most of their time waiting on the database, the broker and events, so two at a
  // time keep both cores busy: the tier took 7.7 min instead of 12.5 on this machine, with no suite
  // stretched by more than a few seconds. Each suite has its own databases, queues and ports.
  maxWorkers: 2,
  // On two cores Jest ran every suite inside its own single process, so whatever a suite leaves on the
  // heap (compiled modules, WebAssembly instances, dictionaries) piled up until V8 aborted at 4 GB.
  // A memory limit makes Jest use a worker and replace it once it idles above the limit.
  workerIdleMemoryLimit: '1536MB',
  projects: PROJECTS.map((project) => ({
    ...jestProject(project, ['<rootDir>/**/*.int-spec.ts']),
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/'],
  })),
};

export default config;
