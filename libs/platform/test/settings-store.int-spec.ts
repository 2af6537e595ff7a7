import { moneySettingsSchema, type MoneySettings } from '@studyhub/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AppError } from '../src/errors/app-error';
import { SettingsChangeListener } from '../src/settings/settings-change-listener';
import { defineSettingsGroup } from '../src/settings/settings-group';
import { SettingsStore } from '../src/settings/settings-store';
import { createSettingsTables } from '../src/settings/settings-tables';
import { createMigratedTestDataSource } from '../src/testing/test-database';
import { testLogger } from '../src/testing/test-logger';
import { waitFor } from '../src/testing/wait-for';

class Settings1766430000000 implements MigrationInterface {
  name = 'Settings1766430000000';
  up(queryRunner: QueryRunner): Promise<void> {
    return createSettingsTables(queryRunner);
  }
  down(): Promise<void> {
    return Promise.resolve();
  }
}

const money = defineSettingsGroup({
  name: 'money',
  title: 'Money',
  schema: moneySettingsSchema,
  labels: { seller_share_percent: 'seller share', earnings_hold_days: 'hold', withdrawal_minimum_points: 'minimum' },
  defaultsFrom: (config: MoneySettings) => config,
});
const DEFAULTS: MoneySettings = { seller_share_percent: 70, earnings_hold_days: 30, withdrawal_minimum_points: 500 };
const admin = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'admin@studyhub.local' };

describe('SettingsStore on the real PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createMigratedTestDataSource>>;
  const logger = testLogger();

  beforeAll(async () => {
    db = await createMigratedTestDataSource('settings_store', { migrations: [Settings1766430000000] });
  });

  afterAll(async () => {
    await db.close();
  });

  it('serves the defaults at version 0 until an admin saves, then the saved value with its history', async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    expect(await store.current()).toMatchObject({ version: 0, value: DEFAULTS, updated_at: null });

    const saved = await store.update({
      expectedVersion: 0,
      value: { ...DEFAULTS, seller_share_percent: 75 },
      note: 'launch promotion',
      actor: admin,
    });
    expect(saved).toMatchObject({ version: 1, value: { seller_share_percent: 75 }, updated_by: admin.userId });
    await store.update({ expectedVersion: 1, value: { ...DEFAULTS, seller_share_percent: 80 }, actor: admin });

    const { entries, total } = await store.history({ page: 1, limit: 10 });
    expect(total).toBe(2);
    expect(
      entries.map((entry) => [entry.version, entry.before.seller_share_percent, entry.after.seller_share_percent]),
    ).toEqual([
      [2, 75, 80],
      [1, 70, 75],
    ]);
    expect(entries[1]).toMatchObject({
      changed_by: admin.userId,
      changed_by_email: admin.email,
      note: 'launch promotion',
    });
  });

  it('refuses a save based on a stale version with a 409 and keeps the current value', async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    const before = await store.current();
    const stale = store.update({ expectedVersion: before.version - 1, value: DEFAULTS, actor: admin });
    await expect(stale).rejects.toMatchObject({ code: 'SETTINGS_VERSION_CONFLICT', status: 409 });
    await expect(stale).rejects.toBeInstanceOf(AppError);
    expect((await store.current()).version).toBe(before.version);
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    const { version } = await store.current();
    const results = await Promise.allSettled(
      [60, 65].map((share) =>
        store.update({ expectedVersion: version, value: { ...DEFAULTS, seller_share_percent: share }, actor: admin }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
  });

  it("runs the service's change hooks inside the save's transaction: a failing hook saves nothing", async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    const seen: [number, number, number][] = [];
    let failNext = true;
    store.onChangeIn(async (manager, change) => {
      const [row] = await manager.query<{ version: number }[]>(
        `SELECT version FROM settings WHERE group_name = 'money'`,
      );
      // The hook sees the new version, not yet committed for anyone else.
      seen.push([change.version, row!.version, change.after.seller_share_percent]);
      if (failNext) {
        failNext = false;
        throw new Error('the outbox is unavailable');
      }
    });
    const { version } = await store.current();
    const attempt = () =>
      store.update({ expectedVersion: version, value: { ...DEFAULTS, seller_share_percent: 72 }, actor: admin });
    await expect(attempt()).rejects.toThrow('the outbox is unavailable');
    expect((await store.currentIn(db.dataSource.manager)).version).toBe(version);
    expect((await store.history({ page: 1, limit: 1 })).entries[0]!.version).toBe(version);

    await expect(attempt()).resolves.toMatchObject({ version: version + 1 });
    expect(seen).toEqual([
      [version + 1, version + 1, 72],
      [version + 1, version + 1, 72],
    ]);
  });

  it('never saves a value outside the bounds', async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    const { version } = await store.current();
    await expect(
      store.update({ expectedVersion: version, value: { ...DEFAULTS, earnings_hold_days: 10 }, actor: admin }),
    ).rejects.toThrow(/refund window/);
  });

  it("refuses a save the service's own check refuses, and hands the check the value in force", async () => {
    const store = new SettingsStore(db.dataSource, money, DEFAULTS, logger);
    const seen: [number, number][] = [];
    store.checkSavesWith((value, current) => {
      seen.push([current.withdrawal_minimum_points, value.withdrawal_minimum_points]);
      return value.withdrawal_minimum_points === 999
        ? Promise.reject(AppError.of('VALIDATION_FAILED', 'Not that one.'))
        : Promise.resolve();
    });
    const before = await store.current();
    await expect(
      store.update({
        expectedVersion: before.version,
        value: { ...before.value, withdrawal_minimum_points: 999 },
        actor: admin,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Not that one.' });
    expect((await store.current()).version).toBe(before.version);
    expect((await store.history({ page: 1, limit: 100 })).total).toBe(before.version);

    const saved = await store.update({
      expectedVersion: before.version,
      value: { ...before.value, withdrawal_minimum_points: 998 },
      actor: admin,
    });
    expect(saved.value.withdrawal_minimum_points).toBe(998);
    expect(seen).toEqual([
      [before.value.withdrawal_minimum_points, 999],
      [before.value.withdrawal_minimum_points, 998],
    ]);
    expect(() => store.checkSavesWith(() => Promise.resolve())).toThrow(/already have a check/);
  });

  it('keeps the history append-only', async () => {
    await expect(db.dataSource.query('DELETE FROM settings_history')).rejects.toThrow(/append-only/);
  });

  it('tells another replica of a change at once, so its cached copy is reloaded', async () => {
    const replicaA = new SettingsStore(db.dataSource, money, DEFAULTS, logger, 3_600_000);
    const replicaB = new SettingsStore(db.dataSource, money, DEFAULTS, logger, 3_600_000);
    const listener = new SettingsChangeListener(db.database.url, () => replicaB.invalidate(), logger);
    await listener.start();
    try {
      const seen = await replicaB.current();
      await replicaA.update({
        expectedVersion: seen.version,
        value: { ...seen.value, withdrawal_minimum_points: 750 },
        actor: admin,
      });
      await waitFor(
        'replica B sees the new minimum',
        async () => (await replicaB.current()).value.withdrawal_minimum_points === 750,
      );
    } finally {
      await listener.close();
    }
  });
});
