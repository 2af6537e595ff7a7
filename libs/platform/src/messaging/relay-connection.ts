import { Client } from 'pg';
import type { Logger } from 'pino';

/**
 * A dedicated database session for one relay loop, opened on first use and replaced after an
 * error. Commits of this session do not wait for the WAL flush: losing a mark in a crash only
 * republishes a batch, which consumers drop as duplicates.
 */
export class RelayConnection {
  private client: Client | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  async get(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: 'outbox-relay',
      options: '-c synchronous_commit=off',
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox relay lost its database connection');
      this.discard(client);
    });
    await client.connect();
    this.client = client;
    return client;
  }

  /** Drops a session that failed; the next `get` opens a new one. */
  discard(client: Client): void {
    if (this.client === client) this.client = undefined;
    void client.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
