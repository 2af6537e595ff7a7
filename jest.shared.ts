import type { Config } from 'jest';

/** One transform and one module map for every Jest project, unit and integration alike. */
const swcTransform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

const moduleNameMapper: Config['moduleNameMapper'] = {
  '^@studyhub/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
  '^@studyhub/platform$': '<rootDir>/../../libs/platform/src/index.ts',
  '^@studyhub/platform/testing$': '<rootDir>/../../libs/platform/src/testing/index.ts',
};

export interface ProjectDescription {
  name: string;
  /** Directory of the project, relative to the repo root. */
  dir: string;
}

export const PROJECTS: ProjectDescription[] = [
  { name: 'contracts', dir: 'libs/contracts' },
  { name: 'platform', dir: 'libs/platform' },
  { name: 'auth', dir: 'services/auth' },
  { name: 'catalog', dir: 'services/catalog' },
  { name: 'orders', dir: 'services/orders' },
  { name: 'points-ledger', dir: 'services/points-ledger' },
  { name: 'document-processing', dir: 'services/document-processing' },
  { name: 'ai-tools', dir: 'services/ai-tools' },
  { name: 'notifications', dir: 'services/notifications' },
  { name: 'content', dir: 'services/content' },
  { name: 'gateway', dir: 'gateway' },
  { name: 'infra', dir: 'infra' },
  { name: 'frontend', dir: 'frontend' },
];

export function jestProject(project: ProjectDescription, testMatch: string[]): Config {
  const depth = project.dir.split('/').length;
  const toRoot = Array.from({ length: depth }, () => '..').join('/');
  return {
    displayName: project.name,
    rootDir: `<rootDir>/${project.dir}`,
    testEnvironment: 'node',
    testMatch,
    transform: swcTransform,
    moduleNameMapper: Object.fromEntries(
      Object.entries(moduleNameMapper ?? {}).map(([pattern, target]) => [
        pattern,
        (target as string).replace('<rootDir>/../..', `<rootDir>/${toRoot}`),
      ]),
    ),
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/'],
  };
}
