import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { isPortOpen } from '@studyhub/platform';
import { argsOf, portOf, type StackProcess } from './stack-processes';

export interface SupervisorOptions {
  processes: StackProcess[];
  env: NodeJS.ProcessEnv;
  logDir: string;
  report: (line: string) => void;
  /** Restart a process that dies after the stack was ready (at most this many times). */
  maxRestarts?: number;
}

interface Running {
  spec: StackProcess;
  child: ChildProcess;
  log: WriteStream;
  ready: boolean;
  restarts: number;
}

const READY_POLL_MS = 250;

export class StackStartError extends Error {}

/**
 * Runs the platform's processes: starts them, waits until each is ready, writes each one's output
 * to its own log file, restarts one that dies later, and stops them all cleanly.
 */
export class Supervisor {
  private readonly running = new Map<string, Running>();
  private stopping = false;
  private started = false;
  private failure: ((error: Error) => void) | undefined;

  constructor(private readonly options: SupervisorOptions) {
    mkdirSync(options.logDir, { recursive: true });
  }

  logFileOf(name: string): string {
    return path.join(this.options.logDir, `${name}.log`);
  }

  urlOf(name: string): string {
    const spec = this.options.processes.find((p) => p.name === name);
    if (!spec) throw new Error(`no process ${name}`);
    return `http://127.0.0.1:${portOf(spec, this.options.env)}`;
  }

  /** Starts every process and resolves once all are ready; rejects if one dies or times out. */
  async start(timeoutMs: number): Promise<void> {
    await this.checkPortsFree();
    const failed = new Promise<never>((_, reject) => {
      this.failure = reject;
    });
    failed.catch(() => undefined);
    for (const spec of this.options.processes) this.spawn(spec, 0);
    const deadline = Date.now() + timeoutMs;
    await Promise.race([Promise.all(this.options.processes.map((spec) => this.waitReady(spec, deadline))), failed]);
    this.started = true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const exits = [...this.running.values()].map(
      (entry) =>
        new Promise<void>((resolve) => {
          if (entry.child.exitCode !== null || entry.child.signalCode !== null) {
            resolve();
            return;
          }
          const timer = setTimeout(() => entry.child.kill('SIGKILL'), 15_000);
          entry.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          entry.child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
    for (const entry of this.running.values()) entry.log.end();
  }

  private async checkPortsFree(): Promise<void> {
    const taken: string[] = [];
    for (const spec of this.options.processes) {
      const port = portOf(spec, this.options.env);
      if (await isPortOpen(port)) taken.push(`${spec.name} (port ${port}, ${spec.portVariable})`);
    }
    if (taken.length > 0) {
      throw new StackStartError(
        `These ports are already in use: ${taken.join(', ')}. Stop what runs there (an earlier \`npm start\`?) or set the variables to other ports.`,
      );
    }
  }

  private spawn(spec: StackProcess, restarts: number): void {
    const log = createWriteStream(this.logFileOf(spec.name), { flags: restarts === 0 ? 'w' : 'a' });
    const child = spawn(spec.command, argsOf(spec, this.options.env), {
      cwd: spec.cwd,
      env: { ...this.options.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    const entry: Running = { spec, child, log, ready: false, restarts };
    this.running.set(spec.name, entry);
    child.once('exit', (code, signal) => this.onExit(entry, code, signal));
  }

  private onExit(entry: Running, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!this.started) {
      this.failure?.(
        new StackStartError(
          `${entry.spec.name} stopped while starting (${how}). Last lines of ${this.logFileOf(entry.spec.name)}:\n${this.tail(entry.spec.name)}`,
        ),
      );
      return;
    }
    const maxRestarts = this.options.maxRestarts ?? 5;
    if (entry.restarts >= maxRestarts) {
      this.options.report(
        `✗ ${entry.spec.name} stopped (${how}) and was restarted ${maxRestarts} times; giving up. See ${this.logFileOf(entry.spec.name)}`,
      );
      return;
    }
    const delay = 1000 * 2 ** entry.restarts;
    this.options.report(`! ${entry.spec.name} stopped (${how}); restarting in ${delay / 1000} s`);
    entry.log.end();
    setTimeout(() => {
      if (!this.stopping) this.spawn(entry.spec, entry.restarts + 1);
    }, delay);
  }

  private async waitReady(spec: StackProcess, deadline: number): Promise<void> {
    const started = Date.now();
    const url = this.urlOf(spec.name);
    for (;;) {
      if (await isReady(spec, url)) {
        const entry = this.running.get(spec.name);
        if (entry) entry.ready = true;
        this.options.report(
          `✓ ${spec.name.padEnd(20)} ready on ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        return;
      }
      if (Date.now() > deadline) {
        throw new StackStartError(
          `${spec.name} was not ready in time. Last lines of ${this.logFileOf(spec.name)}:\n${this.tail(spec.name)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }

  private tail(name: string, lines = 25): string {
    try {
      return readFileSync(this.logFileOf(name), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

async function isReady(spec: StackProcess, url: string): Promise<boolean> {
  const path = spec.readiness === 'frontend' ? '/healthz' : '/health/ready';
  try {
    const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    if (spec.readiness !== 'gateway-ready') return true;
    const body = (await response.json()) as { status?: string };
    return body.status === 'ready';
  } catch {
    return false;
  }
}
