import { defineConfig, devices } from '@playwright/test';

/**
 * Where the app under test runs: the end-to-end stack that global-setup.ts starts (frontend on
 * 13000, gateway on 14000), or an already running stack named by E2E_BASE_URL.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:13000';

/** Debian's chromium; Playwright never downloads a browser here. */
const launchOptions = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs that change a platform-wide setting other specs rely on (an AI price, a tool switch): they
 * run in their own project once every other spec has finished, one test at a time, and put each
 * setting back when they end. A failure in the main project skips this one; to run such a spec
 * alone, add `--no-deps` (a file filter alone also runs every spec of the main project first).
 */
const GLOBAL_SETTINGS_SPECS = /admin-ai-settings\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace for every test cost about a tenth of the run's CPU on two cores; CI retries a
    // failed test once and records the retry. Locally, add `--trace on` to see a failing test.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: GLOBAL_SETTINGS_SPECS, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'global-settings',
      testMatch: GLOBAL_SETTINGS_SPECS,
      dependencies: ['chromium'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  globalSetup: './global-setup.ts',
});
