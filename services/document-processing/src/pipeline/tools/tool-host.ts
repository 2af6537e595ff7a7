import { spawn, type ChildProcess } from 'node:child_process';
import { TOOL_HOST_SOURCE } from './tool-host-source';

export interface HostRequest {
  executable: string;
  args: readonly string[];
  cwd?: string;
  env: Record<string, string>;
  timeoutMs: number;
  maxStdoutBytes: number;
}

export interface HostReply {
  code: number | null;
  signal: string | null;
  /** Why the host killed the program, if it did. */
  failure?: 'timeout' | 'too-much-output';
  stdout: Buffer;
  stderr: string;
  wallMs: number;
}

/** The program could not be started at all (`code` as Node gives it, e.g. ENOENT). */
export class ToolStartError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ToolStartError';
  }
}

/** The host process went away (or stopped answering) while a program ran. */
export class ToolHostGoneError extends Error {
  constructor(reason: string) {
    super(`the tool host ${reason}`);
    this.name = 'ToolHostGoneError';
  }
}

interface Pending {
  resolve(reply: HostReply): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

type WireReply =
  | ({ id: number } & Omit<HostReply, 'stdout'> & { stdout: Uint8Array })
  | { id: number; error: { code?: string; message: string } };

/** Beyond the program's own limit, how long the host may take to answer before it is given up. */
const HOST_GRACE_MS = 10_000;

/**
 * Runs programs through one long-lived helper process (see TOOL_HOST_SOURCE), started on first use
 * and again after it exits. It does not keep this process alive while idle.
 */
export class ToolHost {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run(request: HostRequest): Promise<HostReply> {
    const child = this.child ?? this.start();
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<HostReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id)?.reject(new ToolHostGoneError(`did not answer within ${request.timeoutMs + HOST_GRACE_MS} ms`));
        this.stop();
      }, request.timeoutMs + HOST_GRACE_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.holdOpen(true);
      child.send({ id, ...request }, (error) => {
        if (error) this.settle(id)?.reject(new ToolHostGoneError(`could not be reached: ${error.message}`));
      });
    });
  }

  /** Stops the host; programs it runs are killed, their callers get a ToolHostGoneError. */
  stop(): void {
    this.child?.kill('SIGKILL');
  }

  private start(): ChildProcess {
    const child = spawn(process.execPath, ['-e', TOOL_HOST_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    child.on('message', (message: WireReply) => {
      const pending = this.settle(message.id);
      if (!pending) return;
      if ('error' in message) pending.reject(new ToolStartError(message.error.code, message.error.message));
      else {
        const { stdout } = message;
        pending.resolve({ ...message, stdout: Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength) });
      }
    });
    const gone = (reason: string) => {
      if (this.child !== child) return;
      this.child = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id)?.reject(new ToolHostGoneError(reason));
    };
    child.on('exit', (code, signal) => gone(`exited (${signal ?? code})`));
    child.on('error', (error) => gone(`failed: ${error.message}`));
    this.child = child;
    return child;
  }

  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.holdOpen(false);
    return pending;
  }

  /** Keeps this process alive while programs run, and lets it exit while the host is idle. */
  private holdOpen(busy: boolean): void {
    const child = this.child;
    if (!child) return;
    const channel = child.channel as { ref(): void; unref(): void } | undefined;
    if (busy) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }
}
