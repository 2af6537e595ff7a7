import type { Config } from 'jest';
import { PROJECTS, jestProject } from './jest.shared';

/**
 * Integration tier: `*.int-spec.ts` against the machine's real PostgreSQL, RabbitMQ and Redis.
 * Each suite creates its own databases, exchanges and queues, so suites may run in parallel.
 */
const config: Config = {
  testTimeout: 60_000,
  projects: PROJECTS.map((project) => ({
    ...jestProject(project, ['<rootDir>/**/*.int-spec.ts']),
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/'],
  })),
};

export default config;
