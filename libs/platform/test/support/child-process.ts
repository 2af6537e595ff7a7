import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs a TypeScript fixture in its own Node process (through tsx) and reports how it ended. */
export function runFixture(
  fixture: string,
  env: Record<string, string>,
): { child: ChildProcess; exited: Promise<ChildExit> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'fixtures', fixture)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<ChildExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}
