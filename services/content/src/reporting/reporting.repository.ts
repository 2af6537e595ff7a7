import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FigureWindow, FigureWindows, DailyTotal } from './overview-figures';
import type { Day, DayWindow } from './overview-range';
import type { OpenItemKind, ReportingChange, StoredMetric } from './reporting-metrics';

/** Every query of the reporting read model (ADR 0031). */
@Injectable()
export class ReportingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Applies one event's change in the inbox transaction (which runs each event once): plain
   * increments, set-like inserts for active users, and an open item that only a later event moves.
   */
  async apply(manager: EntityManager, change: ReportingChange): Promise<void> {
    const totals = change.totals.filter((total) => total.value !== 0);
    if (totals.length > 0) {
      await manager.query(
        `INSERT INTO reporting_daily_totals (day, metric, dimension, value)
         SELECT $1::date, t.metric, t.dimension, t.value
           FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t(metric, dimension, value)
         ON CONFLICT (day, metric, dimension)
         DO UPDATE SET value = reporting_daily_totals.value + EXCLUDED.value`,
        [change.day, totals.map((t) => t.metric), totals.map((t) => t.dimension), totals.map((t) => t.value)],
      );
    }
    if (change.activeUsers.length > 0) {
      await manager.query(
        `INSERT INTO reporting_active_users (day, user_id)
         SELECT $1::date, user_id FROM unnest($2::uuid[]) AS user_id
         ON CONFLICT DO NOTHING`,
        [change.day, [...new Set(change.activeUsers)]],
      );
    }
    if (change.openItem) {
      const { kind, itemId, isOpen, at } = change.openItem;
      // Each event type has its own queue, so a decision may arrive before its submission: the
      // item keeps the state of the latest event by the time it happened.
      await manager.query(
        `INSERT INTO reporting_open_items (kind, item_id, is_open, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, item_id) DO UPDATE SET is_open = EXCLUDED.is_open, changed_at = EXCLUDED.changed_at
          WHERE reporting_open_items.changed_at <= EXCLUDED.changed_at`,
        [kind, itemId, isOpen, at],
      );
    }
  }

  async trackingSince(): Promise<Day> {
    const [row] = await this.dataSource.query<{ since: string }[]>(
      `SELECT to_char(tracking_since, 'YYYY-MM-DD') AS since FROM reporting_state`,
    );
    if (!row) throw new Error('reporting_state has no row (migration 1766440000000)');
    return row.since;
  }

  async dailyTotals(window: DayWindow): Promise<DailyTotal[]> {
    const rows = await this.dataSource.query<{ day: string; metric: StoredMetric; dimension: string; value: string }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, dimension, value::text AS value
         FROM reporting_daily_totals WHERE day BETWEEN $1 AND $2
        ORDER BY day, metric, dimension`,
      [window.from, window.to],
    );
    return rows.map((row) => ({ ...row, value: Number(row.value) }));
  }

  async allTimeTotals(): Promise<Map<StoredMetric, number>> {
    const rows = await this.dataSource.query<{ metric: StoredMetric; value: string }[]>(
      `SELECT metric, sum(value)::text AS value FROM reporting_daily_totals GROUP BY metric`,
    );
    return new Map(rows.map((row) => [row.metric, Number(row.value)]));
  }

  /** Distinct active users in each window and bucket (a user active on several days counts once). */
  async activeUsers(
    windows: FigureWindows,
    buckets: readonly DayWindow[],
  ): Promise<{ windows: Record<FigureWindow, number>; buckets: number[]; allTime: number }> {
    const named = [
      ...(Object.entries(windows) as [FigureWindow, DayWindow][]).map(([name, window]) => ({ name, ...window })),
      ...buckets.map((bucket, index) => ({ name: `bucket:${index}`, ...bucket })),
    ];
    const [rows, [all]] = await Promise.all([
      this.dataSource.query<{ name: string; users: string }[]>(
        `SELECT w.name, count(DISTINCT a.user_id)::text AS users
           FROM unnest($1::text[], $2::date[], $3::date[]) AS w(name, from_day, to_day)
           LEFT JOIN reporting_active_users a ON a.day BETWEEN w.from_day AND w.to_day
          GROUP BY w.name`,
        [named.map((w) => w.name), named.map((w) => w.from), named.map((w) => w.to)],
      ),
      this.dataSource.query<{ users: string }[]>(
        `SELECT count(DISTINCT user_id)::text AS users FROM reporting_active_users`,
      ),
    ]);
    const byName = new Map(rows.map((row) => [row.name, Number(row.users)]));
    const countOf = (name: string) => byName.get(name) ?? 0;
    return {
      windows: {
        today: countOf('today'),
        last_7_days: countOf('last_7_days'),
        last_30_days: countOf('last_30_days'),
        range: countOf('range'),
        previous: countOf('previous'),
      },
      buckets: buckets.map((_, index) => countOf(`bucket:${index}`)),
      allTime: Number(all?.users ?? 0),
    };
  }

  /** Reports still to handle. The queue lives in this service, so it is counted where it is kept. */
  async openReports(): Promise<number> {
    const [row] = await this.dataSource.query<{ open: string }[]>(
      `SELECT count(*)::text AS open FROM reports WHERE status IN ('open', 'in_review')`,
    );
    return Number(row?.open ?? 0);
  }

  async openItems(): Promise<Record<OpenItemKind, number>> {
    const rows = await this.dataSource.query<{ kind: OpenItemKind; open: string }[]>(
      `SELECT kind, count(*)::text AS open FROM reporting_open_items WHERE is_open GROUP BY kind`,
    );
    const counts: Record<OpenItemKind, number> = { document: 0, withdrawal: 0, university: 0 };
    for (const row of rows) counts[row.kind] = Number(row.open);
    return counts;
  }
}
