import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVICE_NAMES } from '@studyhub/contracts';
import { REPO_ROOT } from '../stack/repo-root';

/** Creates every service database that is missing and runs each service's migrations (deploy job). */
async function main(): Promise<void> {
  for (const service of SERVICE_NAMES) {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'services', service, 'dist', 'migrate.js')], {
        stdio: 'inherit',
        env: process.env,
      });
      child.once('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    if (code !== 0) {
      process.stderr.write(`Migrations of ${service} failed (exit code ${code}).\n`);
      process.exit(code);
    }
  }
}

void main();
