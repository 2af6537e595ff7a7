import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPortOpen } from '../net/is-port-open';
import { waitFor } from './wait-for';

const SERVER_SCRIPTS = [
  process.env.RABBITMQ_SERVER_SCRIPT,
  '/usr/lib/rabbitmq/bin/rabbitmq-server',
  '/usr/lib/rabbitmq/sbin/rabbitmq-server',
].filter((p): p is string => typeof p === 'string');

function serverScript(): string {
  const found = SERVER_SCRIPTS.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No rabbitmq-server script found (looked in ${SERVER_SCRIPTS.join(', ')})`);
  return found;
}

/**
 * A private RabbitMQ node on its own port and data folder, for tests that kill and restart the
 * broker. The machine's own broker on 5672 is never touched.
 */
export class RabbitNode {
  private process: ChildProcess | undefined;
  private readonly dir: string;

  constructor(readonly port: number) {
    this.dir = path.join(os.tmpdir(), `studyhub-rabbit-${port}`);
  }

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  /** Starts with an empty data folder. */
  async startFresh(): Promise<void> {
    if (await isPortOpen(this.port)) throw new Error(`Port ${this.port} is already taken`);
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, 'enabled_plugins'), '[].\n');
    await writeFile(path.join(this.dir, 'rabbitmq.conf'), 'loopback_users = none\n');
    await this.start();
  }

  /** Starts (again) on the existing data folder: durable queues and their messages survive. */
  async start(): Promise<void> {
    const env = {
      ...process.env,
      RABBITMQ_CONF_ENV_FILE: '/dev/null',
      RABBITMQ_NODENAME: `studyhub-test-${this.port}@localhost`,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(this.port),
      RABBITMQ_DIST_PORT: String(this.port + 20_000),
      RABBITMQ_MNESIA_BASE: path.join(this.dir, 'mnesia'),
      RABBITMQ_LOG_BASE: path.join(this.dir, 'log'),
      RABBITMQ_LOGS: path.join(this.dir, 'log', 'node.log'),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(this.dir, 'enabled_plugins'),
      RABBITMQ_CONFIG_FILE: path.join(this.dir, 'rabbitmq'),
      RABBITMQ_PID_FILE: path.join(this.dir, 'node.pid'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
    };
    this.process = spawn(serverScript(), [], { env, detached: true, stdio: 'ignore', cwd: this.dir });
    this.process.unref();
    await waitFor(`RabbitMQ on port ${this.port}`, () => isPortOpen(this.port), { timeoutMs: 60_000, intervalMs: 200 });
  }

  /** SIGKILL to the whole node: no clean shutdown, as in a crash. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await waitFor(`RabbitMQ on port ${this.port} to stop`, async () => !(await isPortOpen(this.port)), {
      timeoutMs: 15_000,
    });
  }

  async destroy(): Promise<void> {
    await this.kill();
    await rm(this.dir, { recursive: true, force: true });
  }
}
