import { now } from '../clock';
import { isHostMessage, type HostMessage } from '../ipc';

export interface StartedHost {
  ready: Omit<HostMessage, 'type'>;
  stop(): Promise<void>;
}

type Handler = (message: HostMessage) => void | Promise<void>;

const handlers = new Map<string, Handler>();

export function send(message: HostMessage): void {
  if (process.connected) process.send?.(message);
}

export function onMessage(type: string, handler: Handler): void {
  handlers.set(type, handler);
}

/**
 * Runs one host process: starts it, answers clock and CPU probes, and on `stop` (or when the
 * benchmark goes away) cleans up and exits.
 */
export function runHost(start: () => Promise<StartedHost>): void {
  let cpuMark = process.cpuUsage();
  let wallMark = now();
  let stopping: Promise<void> | undefined;
  let starting: Promise<StartedHost | undefined> = Promise.resolve(undefined);

  const stop = (code: number) =>
    (stopping ??= (async () => {
      const host = await starting.catch(() => undefined);
      await host?.stop().catch((error: unknown) => process.stderr.write(`host stop failed: ${String(error)}\n`));
      send({ type: 'stopped' });
      process.exit(code);
    })());

  onMessage('ping', (message) => send({ type: 'pong', sentAt: message.sentAt, hostNow: now() }));
  onMessage('cpu-mark', () => {
    cpuMark = process.cpuUsage();
    wallMark = now();
  });
  onMessage('cpu-read', () => {
    const usage = process.cpuUsage(cpuMark);
    send({ type: 'cpu', cpuMs: (usage.user + usage.system) / 1000, wallMs: now() - wallMark });
  });
  onMessage('stop', () => void stop(0));

  process.on('message', (message: unknown) => {
    if (!isHostMessage(message)) return;
    const handler = handlers.get(message.type);
    if (!handler) return;
    Promise.resolve()
      .then(() => handler(message))
      .catch((error: unknown) => send({ type: 'failed', error: String(error) }));
  });
  process.on('disconnect', () => void stop(0));
  // Ctrl-C reaches the whole process group: clean up (drop databases) rather than die mid-way.
  process.on('SIGINT', () => void stop(130));

  starting = start();
  starting.then(
    (host) => send({ type: 'ready', ...host?.ready }),
    (error: unknown) => {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`host failed to start: ${detail}\n`);
      send({ type: 'failed', error: String(error) });
      void stop(1);
    },
  );
}
