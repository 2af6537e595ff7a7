import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../dist');

/** The built entry points, as production runs them (`npm run build -w @studyhub/points-ledger-service`). */
export const BUILT = {
  main: path.join(DIST, 'main.js'),
  audit: path.join(DIST, 'audit.js'),
};

export function assertBuilt(): void {
  for (const file of Object.values(BUILT)) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build -w @studyhub/points-ledger-service\` first`);
    }
  }
}

/** The variables a service process gets here; nothing of the test runner's own environment leaks in. */
export function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env };
}

export interface Finished {
  code: number | null;
  output: string;
}

/** Runs a built script to its end and answers its exit code and everything it printed. */
export function runToEnd(script: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Finished> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { env: processEnv(env), timeout: timeoutMs }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}
