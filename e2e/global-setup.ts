import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

const REPO_ROOT = path.resolve(__dirname, '..');
const START_SCRIPT = path.join(REPO_ROOT, 'infra', 'dist', 'cli', 'start.js');
const START_TIMEOUT_MS = 240_000;

/**
 * Starts the whole platform (every service, the worker, the gateway and the built frontend) as a
 * separate end-to-end stack on ports offset by 10,000, with its own databases, exchange, Redis
 * database and data folder, and stops it after the run. Set E2E_BASE_URL to test a stack that is
 * already running instead.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts names no baseURL for the end-to-end stack.');
  if (!existsSync(START_SCRIPT) || !existsSync(path.join(REPO_ROOT, 'frontend', '.next', 'BUILD_ID'))) {
    throw new Error('The platform is not built: run `npm run build` first (npm test does).');
  }
  const stack = spawn(process.execPath, [START_SCRIPT, '--e2e'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  stack.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(stack, () => output);
  await waitForDemoCatalog(baseURL).catch(async (error: unknown) => {
    await stop(stack);
    throw error;
  });
  return () => stop(stack);
}

const DEMO_CATALOG_TIMEOUT_MS = 120_000;

/**
 * The stack is ready before its demo catalog exists: catalog seeds it, in one transaction, when it
 * learns of the demo seller from auth's events. Tests that count or pick seeded documents would
 * otherwise depend on running late in the suite.
 */
async function waitForDemoCatalog(baseURL: string): Promise<void> {
  const deadline = Date.now() + DEMO_CATALOG_TIMEOUT_MS;
  for (;;) {
    const total = await approvedDocumentCount(baseURL).catch(() => 0);
    if (total > 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The demo catalog was not seeded within ${DEMO_CATALOG_TIMEOUT_MS / 1000} s of the stack being ready.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function approvedDocumentCount(baseURL: string): Promise<number> {
  const response = await fetch(new URL('/api/documents?limit=1', baseURL));
  if (!response.ok) return 0;
  const body = (await response.json()) as { meta?: { total?: number } };
  return body.meta?.total ?? 0;
}

function waitUntilReady(stack: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stack.kill('SIGTERM');
      reject(new Error(`The end-to-end stack was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`));
    }, START_TIMEOUT_MS);
    stack.on('message', (message: { type?: string }) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve();
    });
    stack.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The end-to-end stack stopped while starting (exit code ${code}):\n${output()}`));
    });
  });
}

function stop(stack: ChildProcess): Promise<void> {
  if (stack.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => stack.kill('SIGKILL'), 30_000);
    stack.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    stack.kill('SIGTERM');
  });
}
