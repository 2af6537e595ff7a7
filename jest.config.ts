import type { Config } from 'jest';
import { PROJECTS, jestProject } from './jest.shared';

/** Unit tier: `*.spec.ts` beside the code; no network, no database. */
const config: Config = {
  projects: PROJECTS.map((project) =>
    jestProject(project, ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx']),
  ),
};

export default config;
