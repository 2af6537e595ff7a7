import type { SettingsHistoryEntry, SettingsHistoryQuery, SettingsSnapshot } from '@studyhub/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { SettingsErrors } from './settings.errors';
import type { SettingsGroup } from './settings-group';
import { SETTINGS_CHANGED_CHANNEL } from './settings-tables';

/** Who saves a change, as their token named them. */
export interface SettingsActor {
  userId: string;
  email: string | null;
}

export interface SettingsUpdate<TValue> {
  /** The version the admin read; another save since then makes this one a conflict. */
  expectedVersion: number;
  value: TValue;
  note?: string | undefined;
  actor: SettingsActor;
}

/** A committed change, handed to the caller's hook inside its transaction (e.g. the audit trail). */
export interface SettingsChange<TValue> {
  group: string;
  version: number;
  before: TValue;
  after: TValue;
  actor: SettingsActor;
  note: string | null;
}

interface SettingsRow {
  version: number;
  value: unknown;
  updated_at: Date;
  updated_by: string;
}

interface HistoryRow {
  version: number;
  changed_by: string;
  changed_by_email: string | null;
  changed_at: Date;
  before: unknown;
  after: unknown;
  note: string | null;
}

/** Work a service does inside a settings save's transaction (see `SettingsStore.onChangeIn`). */
export type SettingsChangeHook<TValue> = (manager: EntityManager, change: SettingsChange<TValue>) => Promise<void>;

/**
 * A check a value must pass before it is saved, beyond its schema: one that needs the service's
 * dependencies (e.g. whether a model is offered by the endpoint). Refuses by throwing an AppError;
 * `current` is the value in force, so a check can let unchanged settings pass.
 */
export type SettingsCheck<TValue> = (value: TValue, current: TValue) => Promise<void>;

/** How long a replica trusts its copy without hearing of a change (a lost notification's bound). */
export const SETTINGS_CACHE_MAX_AGE_MS = 30_000;

/**
 * One settings group of one service: the current value cached in process, reloaded when a change
 * is announced (any replica) or the copy is older than `maxAgeMs`; saves are versioned
 * (optimistic concurrency) and append their before and after to the history in one transaction.
 */
export class SettingsStore<TValue extends Record<string, unknown>> {
  private cached: { snapshot: SettingsSnapshot<TValue>; loadedAt: number } | undefined;
  private loading: Promise<SettingsSnapshot<TValue>> | undefined;
  private generation = 0;
  private check: SettingsCheck<TValue> | undefined;
  private readonly changeHooks: SettingsChangeHook<TValue>[] = [];

  constructor(
    private readonly dataSource: DataSource,
    readonly group: SettingsGroup<TValue>,
    readonly defaults: TValue,
    private readonly logger: Logger,
    private readonly maxAgeMs = SETTINGS_CACHE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {
    group.schema.parse(defaults);
  }

  /** The value in force, from this process's copy when it is fresh. */
  async current(): Promise<SettingsSnapshot<TValue>> {
    const cached = this.cached;
    if (cached && this.now() - cached.loadedAt < this.maxAgeMs) return cached.snapshot;
    this.loading ??= this.reload().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The value in force as the caller's transaction sees it: for decisions that must not be stale (a sale's split). */
  async currentIn(manager: EntityManager): Promise<SettingsSnapshot<TValue>> {
    const rows: SettingsRow[] = await manager.query(
      'SELECT version, value, updated_at, updated_by FROM settings WHERE group_name = $1',
      [this.group.name],
    );
    return this.snapshotOf(rows[0]);
  }

  /** Adds the service's own check of a value to every save (one per store, set at start). */
  checkSavesWith(check: SettingsCheck<TValue>): void {
    if (this.check) throw new Error(`the ${this.group.name} settings already have a check`);
    this.check = check;
  }

  /**
   * Runs `hook` inside every save's transaction, after the history row: what the service must
   * record with the change itself (an outbox event telling other services), or not at all.
   */
  onChangeIn(hook: SettingsChangeHook<TValue>): void {
    this.changeHooks.push(hook);
  }

  /** Forgets this process's copy; the next read loads the committed value. */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  /**
   * Saves a whole new value when `expectedVersion` is still the current one, else
   * SETTINGS_VERSION_CONFLICT. `inTransaction` runs in the same transaction (audit record).
   */
  async update(
    update: SettingsUpdate<TValue>,
    inTransaction?: (manager: EntityManager, change: SettingsChange<TValue>) => Promise<void>,
  ): Promise<SettingsSnapshot<TValue>> {
    const value = this.group.schema.parse(update.value);
    // Outside the transaction: a check may call out (an endpoint's list), and the version check
    // below still refuses a save whose `current` changed meanwhile.
    if (this.check) await this.check(value, (await this.currentIn(this.dataSource.manager)).value);
    const snapshot = await this.dataSource.transaction(async (manager) => {
      const rows: SettingsRow[] = await manager.query(
        'SELECT version, value, updated_at, updated_by FROM settings WHERE group_name = $1 FOR UPDATE',
        [this.group.name],
      );
      const before = this.snapshotOf(rows[0]);
      if (before.version !== update.expectedVersion) {
        throw SettingsErrors.SETTINGS_VERSION_CONFLICT({ details: { current_version: before.version } });
      }
      const version = before.version + 1;
      const written = returnedRows<SettingsRow>(
        before.version === 0
          ? await manager.query(
              `INSERT INTO settings (group_name, version, value, updated_by) VALUES ($1, $2, $3, $4)
               ON CONFLICT (group_name) DO NOTHING RETURNING version, value, updated_at, updated_by`,
              [this.group.name, version, JSON.stringify(value), update.actor.userId],
            )
          : await manager.query(
              `UPDATE settings SET version = $2, value = $3, updated_by = $4, updated_at = now()
               WHERE group_name = $1 AND version = $5 RETURNING version, value, updated_at, updated_by`,
              [this.group.name, version, JSON.stringify(value), update.actor.userId, before.version],
            ),
      );
      // A first save racing another first save: the loser inserts nothing.
      if (written.length === 0) throw SettingsErrors.SETTINGS_VERSION_CONFLICT();
      const note = update.note && update.note.length > 0 ? update.note : null;
      await manager.query(
        `INSERT INTO settings_history (group_name, version, changed_by, changed_by_email, before, after, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          this.group.name,
          version,
          update.actor.userId,
          update.actor.email,
          JSON.stringify(before.value),
          JSON.stringify(value),
          note,
        ],
      );
      await manager.query('SELECT pg_notify($1, $2)', [SETTINGS_CHANGED_CHANNEL, this.group.name]);
      const change: SettingsChange<TValue> = {
        group: this.group.name,
        version,
        before: before.value,
        after: value,
        actor: update.actor,
        note,
      };
      for (const hook of this.changeHooks) await hook(manager, change);
      await inTransaction?.(manager, change);
      return this.snapshotOf(written[0]);
    });
    this.invalidate();
    this.cached = { snapshot, loadedAt: this.now() };
    return snapshot;
  }

  /** Saved changes, newest first. */
  async history(query: SettingsHistoryQuery): Promise<{ entries: SettingsHistoryEntry<TValue>[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query<HistoryRow[]>(
        `SELECT version, changed_by, changed_by_email, changed_at, before, after, note FROM settings_history
         WHERE group_name = $1 ORDER BY version DESC LIMIT $2 OFFSET $3`,
        [this.group.name, query.limit, (query.page - 1) * query.limit],
      ),
      this.dataSource.query<{ total: string }[]>(
        'SELECT count(*) AS total FROM settings_history WHERE group_name = $1',
        [this.group.name],
      ),
    ]);
    return {
      entries: rows.map((row) => ({
        version: row.version,
        changed_by: row.changed_by,
        changed_by_email: row.changed_by_email,
        changed_at: row.changed_at.toISOString(),
        before: this.valueOf(row.before),
        after: this.valueOf(row.after),
        note: row.note,
      })),
      total: Number(count[0]?.total ?? 0),
    };
  }

  private async reload(): Promise<SettingsSnapshot<TValue>> {
    const generation = this.generation;
    const snapshot = await this.currentIn(this.dataSource.manager);
    // A change announced while loading may not be in this read: keep it only if none was.
    if (generation === this.generation) this.cached = { snapshot, loadedAt: this.now() };
    return snapshot;
  }

  private snapshotOf(row: SettingsRow | undefined): SettingsSnapshot<TValue> {
    if (!row) {
      return {
        group: this.group.name,
        version: 0,
        value: this.defaults,
        defaults: this.defaults,
        updated_at: null,
        updated_by: null,
      };
    }
    return {
      group: this.group.name,
      version: row.version,
      value: this.valueOf(row.value),
      defaults: this.defaults,
      updated_at: row.updated_at.toISOString(),
      updated_by: row.updated_by,
    };
  }

  /**
   * A stored value read through today's schema: fields added since it was saved take their
   * defaults; a value that no longer passes falls back to the defaults (and says so in the log).
   */
  private valueOf(stored: unknown): TValue {
    const merged = { ...this.defaults, ...(isRecord(stored) ? stored : {}) };
    const parsed = this.group.schema.safeParse(merged);
    if (parsed.success) return parsed.data;
    this.logger.error({ group: this.group.name, issues: parsed.error.issues }, 'stored settings no longer valid');
    return this.defaults;
  }
}

/** TypeORM answers an UPDATE ... RETURNING with `[rows, count]` and an INSERT with the rows. */
function returnedRows<TRow>(result: unknown): TRow[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as TRow[];
  }
  return result as TRow[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
