import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { waitFor } from '@studyhub/platform/testing';
import { BUILT, processEnv } from './built-service';

/**
 * The built points-ledger service (`dist/main.js`) as a child process, the way production runs it,
 * so a test can kill it without warning and start it again on the same port.
 */
export class LedgerProcess {
  private child: ChildProcess | undefined;
  private readonly log: WriteStream;
  starts = 0;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once it answers ready (database, broker and Redis up). */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [BUILT.main], {
      env: processEnv({ ...this.env, POINTS_LEDGER_PORT: String(this.port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.child = child;
    this.starts += 1;
    await waitFor(
      `points-ledger on port ${this.port} to be ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`points-ledger exited with ${child.exitCode}`);
        const response = await fetch(`${this.baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) });
        return response.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
  }

  /** SIGKILL: no shutdown hooks, in-flight requests and transactions cut off, as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops it cleanly (SIGTERM), as a deploy would. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    this.log.end();
  }
}
