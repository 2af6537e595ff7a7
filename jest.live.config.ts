import type { Config } from 'jest';
import { PROJECTS, jestProject } from './jest.shared';

/**
 * Live tier: `*.live-spec.ts` against a real OpenAI-compatible endpoint (LLM_BASE_URL). Run through
 * `npm run test:live`, which says loudly that it did not run when no endpoint is configured.
 */
const config: Config = {
  testTimeout: 180_000,
  projects: PROJECTS.filter((project) => project.name === 'ai-tools').map((project) =>
    jestProject(project, ['<rootDir>/test/live/**/*.live-spec.ts']),
  ),
};

export default config;
