import { Client } from 'pg';
import { TEST_POSTGRES_URL } from '@studyhub/platform/testing';
import { sleep } from './clock';

/** Share of sampled busy backends per state and wait event, per database label. */
export type WaitProfile = Record<string, { samples: number; top: [string, number][] }>;

interface ActivityRow {
  datname: string;
  state: string;
  wait: string;
}

/**
 * Samples `pg_stat_activity` of some databases while a benchmark runs, to tell where the busy
 * (non-idle) backends spend their time: on CPU, on I/O (WAL flush), on a lock (e.g. the one
 * NOTIFY takes at commit) or in a transaction waiting for the application (`idle in transaction`).
 */
export class WaitSampler {
  private readonly counts = new Map<string, Map<string, number>>();
  private running = false;
  private loop: Promise<void> | undefined;
  private client: Client | undefined;
  private stopped: Promise<WaitProfile> | undefined;

  constructor(private readonly databases: Record<string, string>) {}

  async start(intervalMs = 50): Promise<void> {
    this.client = new Client({ connectionString: TEST_POSTGRES_URL, application_name: 'bench-wait-sampler' });
    await this.client.connect();
    this.running = true;
    this.loop = this.sampleLoop(intervalMs);
  }

  /** Stops sampling (once; later calls get the same profile). */
  stop(): Promise<WaitProfile> {
    return (this.stopped ??= this.finish());
  }

  private async finish(): Promise<WaitProfile> {
    this.running = false;
    await this.loop;
    await this.client?.end().catch(() => undefined);
    const profile: WaitProfile = {};
    for (const [label, waits] of this.counts) {
      const samples = [...waits.values()].reduce((sum, n) => sum + n, 0);
      const top = [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([wait, n]): [string, number] => [wait, Math.round((n / samples) * 1000) / 10]);
      profile[label] = { samples, top };
    }
    return profile;
  }

  private async sampleLoop(intervalMs: number): Promise<void> {
    const labelOf = new Map(Object.entries(this.databases).map(([label, name]) => [name, label]));
    while (this.running) {
      const rows = await this.client
        ?.query<ActivityRow>(
          `SELECT datname, state, coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait
             FROM pg_stat_activity
            WHERE datname = ANY($1) AND backend_type = 'client backend' AND state <> 'idle'
              AND pid <> pg_backend_pid()`,
          [[...labelOf.keys()]],
        )
        .catch(() => undefined);
      for (const row of rows?.rows ?? []) this.count(labelOf.get(row.datname) ?? row.datname, row);
      await sleep(intervalMs);
    }
  }

  private count(label: string, row: ActivityRow): void {
    const key = row.state === 'active' ? row.wait : `${row.state} (${row.wait})`;
    const waits = this.counts.get(label) ?? new Map<string, number>();
    waits.set(key, (waits.get(key) ?? 0) + 1);
    this.counts.set(label, waits);
  }
}

export function formatWaits(profile: WaitProfile): string[] {
  return Object.entries(profile).map(
    ([label, { samples, top }]) =>
      `${label} db busy backends (${samples} samples): ${top.map(([wait, share]) => `${wait} ${share}%`).join(', ')}`,
  );
}
