import type { OverviewGranularity, OverviewQuery, OverviewRange } from '@studyhub/contracts';

/** A UTC calendar day as `YYYY-MM-DD`; comparing two as strings compares the days. */
export type Day = string;

/** Days from `from` to `to`, both included. */
export interface DayWindow {
  from: Day;
  to: Day;
}

export interface ResolvedRange extends DayWindow {
  kind: OverviewRange;
  granularity: OverviewGranularity;
  /** The same number of days just before the range, for the change shown beside each figure. */
  previous: DayWindow;
}

const DAY_MS = 86_400_000;
const PRESET_DAYS: Record<Exclude<OverviewRange, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function dayOf(instant: Date | string): Day {
  return new Date(instant).toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days in the window, both ends included. */
export function lengthOf(window: DayWindow): number {
  return Math.round((Date.parse(window.to) - Date.parse(window.from)) / DAY_MS) + 1;
}

/**
 * The range a query asks for, ending today for a preset. A custom range is validated by the query
 * schema (order, length); what depends on the clock is checked here: it may not end after today.
 */
export function resolveRange(
  query: Pick<OverviewQuery, 'range' | 'from' | 'to' | 'granularity'>,
  today: Day,
): ResolvedRange | 'ends-after-today' {
  let window: DayWindow;
  if (query.range === 'custom') {
    if (!query.from || !query.to) throw new Error('a custom range comes with its dates (query schema)');
    if (query.to > today) return 'ends-after-today';
    window = { from: query.from, to: query.to };
  } else {
    window = { from: addDays(today, 1 - PRESET_DAYS[query.range]), to: today };
  }
  const days = lengthOf(window);
  return {
    ...window,
    kind: query.range,
    granularity: query.granularity,
    previous: { from: addDays(window.from, -days), to: addDays(window.from, -1) },
  };
}

/** The Monday of the ISO week holding the day. */
export function weekStartOf(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The range cut into buckets: one per day, or one per ISO week (Monday to Sunday) with the first
 * and last clipped to the range, so every bucket counts only days inside it.
 */
export function bucketsOf(range: DayWindow & { granularity: OverviewGranularity }): DayWindow[] {
  const buckets: DayWindow[] = [];
  let from = range.from;
  while (from <= range.to) {
    const end = range.granularity === 'day' ? from : addDays(weekStartOf(from), 6);
    const to = end < range.to ? end : range.to;
    buckets.push({ from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

/** The index of the bucket holding the day, or -1 outside them (buckets are in order). */
export function bucketIndexOf(buckets: readonly DayWindow[], day: Day): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = buckets[middle]!;
    if (day < bucket.from) high = middle - 1;
    else if (day > bucket.to) low = middle + 1;
    else return middle;
  }
  return -1;
}
