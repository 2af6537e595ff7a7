import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isPortOpen } from '../net/is-port-open';
import { sleep, waitFor } from './wait-for';

const SERVER_SCRIPTS = [
  process.env.RABBITMQ_SERVER_SCRIPT,
  '/usr/lib/rabbitmq/bin/rabbitmq-server',
  '/usr/lib/rabbitmq/sbin/rabbitmq-server',
].filter((p): p is string => typeof p === 'string');

/**
 * Both of a private node's ports sit below Linux's ephemeral range (32768 and up by default), so an
 * outgoing connection of some other test can never be holding the port the node must listen on.
 */
const LOWEST_AMQP_PORT = 21_000;
const AMQP_PORT_SPAN = 5_000;
const DISTRIBUTION_PORT_OFFSET = 5_000;
const BOOT_ATTEMPTS = 3;
const BOOT_TIMEOUT_MS = 90_000;

function serverScript(): string {
  const found = SERVER_SCRIPTS.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No rabbitmq-server script found (looked in ${SERVER_SCRIPTS.join(', ')})`);
  return found;
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function bindablePortPair(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = LOWEST_AMQP_PORT + Math.floor(Math.random() * AMQP_PORT_SPAN);
    if ((await canBind(port)) && (await canBind(port + DISTRIBUTION_PORT_OFFSET))) return port;
  }
  throw new Error('No free port pair for a private RabbitMQ node');
}

/** The node stopped before it ever accepted connections; a node on other ports may well boot. */
class NodeExitedDuringBoot extends Error {}

/**
 * A private RabbitMQ node on its own ports and data folder, for tests that kill and restart the
 * broker. The machine's own broker on 5672 is never touched.
 */
export class RabbitNode {
  private process: ChildProcess | undefined;
  private exit: string | undefined;
  private readonly dir: string;

  private constructor(readonly port: number) {
    this.dir = path.join(os.tmpdir(), `studyhub-rabbit-${port}`);
  }

  /** Boots a node with an empty data folder on free ports, trying other ports if one fails to boot. */
  static async startFresh(): Promise<RabbitNode> {
    let lastFailure: unknown;
    for (let attempt = 0; attempt < BOOT_ATTEMPTS; attempt += 1) {
      const node = new RabbitNode(await bindablePortPair());
      try {
        await node.bootEmpty();
        return node;
      } catch (error) {
        await node.destroy();
        if (!(error instanceof NodeExitedDuringBoot)) throw error;
        lastFailure = error;
      }
    }
    throw lastFailure;
  }

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  private get outputFile(): string {
    return path.join(this.dir, 'server.out');
  }

  private async bootEmpty(): Promise<void> {
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
      RABBITMQ_DIST_PORT: String(this.port + DISTRIBUTION_PORT_OFFSET),
      RABBITMQ_MNESIA_BASE: path.join(this.dir, 'mnesia'),
      RABBITMQ_LOG_BASE: path.join(this.dir, 'log'),
      RABBITMQ_LOGS: path.join(this.dir, 'log', 'node.log'),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(this.dir, 'enabled_plugins'),
      RABBITMQ_CONFIG_FILE: path.join(this.dir, 'rabbitmq'),
      RABBITMQ_PID_FILE: path.join(this.dir, 'node.pid'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
    };
    const output = await open(this.outputFile, 'a');
    try {
      const child = spawn(serverScript(), [], {
        env,
        detached: true,
        stdio: ['ignore', output.fd, output.fd],
        cwd: this.dir,
      });
      this.process = child;
      this.exit = undefined;
      child.once('exit', (code, signal) => {
        if (this.process === child) this.exit = signal ? `signal ${signal}` : `exit code ${String(code)}`;
      });
      child.unref();
    } finally {
      await output.close();
    }
    const deadline = Date.now() + BOOT_TIMEOUT_MS;
    while (!(await isPortOpen(this.port))) {
      if (this.exit) throw new NodeExitedDuringBoot(await this.describeExit());
      if (Date.now() > deadline) {
        throw new Error(
          `Timed out after ${BOOT_TIMEOUT_MS} ms waiting for RabbitMQ on port ${this.port}\n${await this.outputTail()}`,
        );
      }
      await sleep(200);
    }
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

  private async describeExit(): Promise<string> {
    return `RabbitMQ on port ${this.port} stopped while booting (${this.exit ?? 'still running'})\n${await this.outputTail()}`;
  }

  private async outputTail(): Promise<string> {
    const read = (file: string) => readFile(file, 'utf8').catch(() => '');
    const [server, log] = await Promise.all([read(this.outputFile), read(path.join(this.dir, 'log', 'node.log'))]);
    return `--- server output ---\n${server.slice(-2000)}\n--- node log ---\n${log.slice(-2000)}`;
  }
}
