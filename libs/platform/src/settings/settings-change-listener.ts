import { Client } from 'pg';
import type { Logger } from 'pino';
import { SETTINGS_CHANGED_CHANNEL } from './settings-tables';

const RECONNECT_DELAY_MS = 2_000;

/**
 * Listens for committed settings changes of this service's database and tells the stores, so every
 * replica reloads at once. While the session is down the stores' max age bounds staleness; after a
 * reconnect every store reloads, since changes may have been missed meanwhile.
 */
export class SettingsChangeListener {
  private client: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onChange: (group: string | undefined) => void,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'settings-listener' });
    client.on('notification', (message) => this.onChange(message.payload));
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'settings listener lost its database connection');
      this.restart(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SETTINGS_CHANGED_CHANNEL}`);
      this.client = client;
      this.onChange(undefined);
    } catch (error) {
      this.logger.warn({ err: error }, 'settings listener could not connect; retrying');
      this.restart(client);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private restart(client: Client): void {
    if (this.client === client) this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }
}
