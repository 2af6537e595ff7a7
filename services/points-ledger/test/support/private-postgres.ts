import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** The uid and gid of the `postgres` system user (PostgreSQL refuses to run as root). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, for tests that crash
 * and restart the database. The machine's server on 5432 is never touched. It runs as the
 * `postgres` user (through runuser, as tests run as root) with trust authentication.
 */
export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-postgres-'));
    const { uid, gid } = await postgresUser();
    await chown(dir, uid, gid);
    const server = new PrivatePostgres(await freePort(), dir);
    await server.asPostgres('initdb', [
      '-D',
      server.dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await server.boot();
    return server;
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /** A connection URL for one database on this server. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /**
   * Stops the server the way a crash does (`immediate`: no checkpoint, recovery from the WAL at the
   * next start), then starts it again.
   */
  async crashAndRestart(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    await this.boot();
  }

  async stop(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }

  private async boot(): Promise<void> {
    // fsync off: a killed server still leaves its writes to the kernel, which is what a crash
    // of the database process (not of the machine) means; it keeps the test fast.
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c max_connections=100',
      '-c shared_buffers=64MB',
    ].join(' ');
    await this.asPostgres('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  private async asPostgres(program: string, args: string[]): Promise<void> {
    await run('runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args], { cwd: this.dir });
  }
}
