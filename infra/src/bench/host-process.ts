import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { onInterrupt } from './cleanup';
import { now } from './clock';
import { isHostMessage, type CpuMessage, type HostMessage, type PongMessage } from './ipc';

type Listener = (message: HostMessage) => void;

/**
 * A host process (server or consumer) forked from `dist/bench/hosts/<script>.js`, spoken to over
 * IPC. Its stdout is discarded (services must be silent); stderr is passed through so a crash shows.
 */
export class HostProcess {
  private readonly listeners = new Set<Listener>();
  private exited = false;
  private readonly exit: Promise<number | null>;

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (message: unknown) => {
      if (!isHostMessage(message)) return;
      for (const listener of [...this.listeners]) listener(message);
    });
    const unregister = onInterrupt(() => this.stop());
    this.exit = new Promise((resolve) => {
      child.once('exit', (code) => {
        this.exited = true;
        unregister();
        for (const listener of [...this.listeners]) listener({ type: 'exited', code });
        resolve(code);
      });
    });
  }

  static start(name: string, script: string, env: Record<string, string> = {}): HostProcess {
    // BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of every host process there on exit.
    const profileDir = process.env.BENCH_PROFILE_DIR;
    const child = fork(path.join(__dirname, 'hosts', `${script}.js`), [], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    return new HostProcess(name, child);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(message: HostMessage): void {
    if (!this.exited && this.child.connected) this.child.send(message);
  }

  on<T extends HostMessage>(type: string, handler: (message: T) => void): () => void {
    const listener: Listener = (message) => {
      if (message.type === type) handler(message as T);
    };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The next message of `type`; rejects when the host fails, exits or stays silent too long. */
  next<T extends HostMessage>(type: string, timeoutMs = 60_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`${this.name}: no '${type}' within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener: Listener = (message) => {
        if (message.type !== type && message.type !== 'failed' && message.type !== 'exited') return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        if (message.type === type) resolve(message as T);
        else reject(new Error(`${this.name}: ${message.type} (${String(message.error ?? message.code)})`));
      };
      this.listeners.add(listener);
    });
  }

  request<T extends HostMessage>(message: HostMessage, replyType: string, timeoutMs = 30_000): Promise<T> {
    const reply = this.next<T>(replyType, timeoutMs);
    this.send(message);
    return reply;
  }

  /**
   * Offset of the host's clock against ours (host minus parent), from the exchange with the
   * shortest round trip; subtract it from host timestamps.
   */
  async clockOffset(rounds = 25): Promise<{ offsetMs: number; roundTripMs: number }> {
    let best = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
    for (let i = 0; i < rounds; i += 1) {
      const sentAt = now();
      const pong = await this.request<PongMessage>({ type: 'ping', sentAt }, 'pong');
      const receivedAt = now();
      const roundTripMs = receivedAt - sentAt;
      if (roundTripMs < best.roundTripMs) best = { offsetMs: pong.hostNow - (sentAt + receivedAt) / 2, roundTripMs };
    }
    return best;
  }

  markCpu(): void {
    this.send({ type: 'cpu-mark' });
  }

  /** Share of one core the host used since `markCpu()`. */
  async cpuShare(): Promise<number> {
    const cpu = await this.request<CpuMessage>({ type: 'cpu-read' }, 'cpu');
    return cpu.wallMs > 0 ? cpu.cpuMs / cpu.wallMs : Number.NaN;
  }

  /** Asks the host to clean up and exit; kills it if it does not within `timeoutMs`. */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (this.exited) return;
    this.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await this.exit;
    clearTimeout(timer);
  }
}
