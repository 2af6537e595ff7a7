import {
  OVERVIEW_FIGURE_KEYS,
  OVERVIEW_FIGURES,
  USD_CENTS_PER_POINT,
  aiToolLabel,
  type OverviewFigure,
  type OverviewFigureKey,
  type OverviewSeries,
} from '@studyhub/contracts';
import { addDays, bucketIndexOf, type Day, type DayWindow, type ResolvedRange } from './overview-range';
import type { StoredMetric } from './reporting-metrics';

/** One stored daily total. */
export interface DailyTotal {
  day: Day;
  metric: StoredMetric;
  dimension: string;
  value: number;
}

/** The windows every figure is summed over, besides all time. */
export type FigureWindow = 'today' | 'last_7_days' | 'last_30_days' | 'range' | 'previous';

export interface FigureWindows {
  today: DayWindow;
  last_7_days: DayWindow;
  last_30_days: DayWindow;
  range: DayWindow;
  previous: DayWindow;
}

export function figureWindowsOf(today: Day, range: ResolvedRange): FigureWindows {
  return {
    today: { from: today, to: today },
    last_7_days: { from: addDays(today, -6), to: today },
    last_30_days: { from: addDays(today, -29), to: today },
    range: { from: range.from, to: range.to },
    previous: range.previous,
  };
}

/** The days the daily totals must cover to answer every window. */
export function spanOf(windows: FigureWindows): DayWindow {
  const all: DayWindow[] = [windows.today, windows.last_7_days, windows.last_30_days, windows.range, windows.previous];
  return {
    from: all.map((w) => w.from).reduce((a, b) => (a < b ? a : b)),
    to: all.map((w) => w.to).reduce((a, b) => (a > b ? a : b)),
  };
}

/** Distinct active users per window, per bucket and over all time (counted by the repository). */
export interface ActiveUserCounts {
  windows: Record<FigureWindow, number>;
  buckets: number[];
  allTime: number;
}

export interface FigureInputs {
  daily: readonly DailyTotal[];
  allTime: ReadonlyMap<StoredMetric, number>;
  active: ActiveUserCounts;
  windows: FigureWindows;
  buckets: readonly DayWindow[];
}

/** Revenue in USD cents from points sold: 10 points are 1 USD, so a point is 10 cents. */
export function usdCentsOfPoints(points: number): number {
  return points * USD_CENTS_PER_POINT;
}

/** Figures kept as daily totals; active users and revenue from points are derived. */
function storedMetricOf(figure: OverviewFigureKey): StoredMetric | undefined {
  if (figure === 'active_users') return undefined;
  if (figure === 'revenue_from_points') return 'points_sold';
  return figure;
}

function valueOf(figure: OverviewFigureKey, stored: number): number {
  return figure === 'revenue_from_points' ? usdCentsOfPoints(stored) : stored;
}

function isInside(window: DayWindow, day: Day): boolean {
  return day >= window.from && day <= window.to;
}

/** Every key figure over today, 7 and 30 days, all time, the range and the period before it. */
export function figuresOf(inputs: FigureInputs): OverviewFigure[] {
  const sums = new Map<StoredMetric, Record<FigureWindow, number>>();
  for (const row of inputs.daily) {
    let sum = sums.get(row.metric);
    if (!sum) {
      sum = { today: 0, last_7_days: 0, last_30_days: 0, range: 0, previous: 0 };
      sums.set(row.metric, sum);
    }
    for (const window of Object.keys(inputs.windows) as FigureWindow[]) {
      if (isInside(inputs.windows[window], row.day)) sum[window] += row.value;
    }
  }
  return OVERVIEW_FIGURE_KEYS.map((key) => {
    const { unit } = OVERVIEW_FIGURES[key];
    const metric = storedMetricOf(key);
    if (!metric) {
      const { windows, allTime } = inputs.active;
      return figure(key, unit, windows, allTime);
    }
    const sum = sums.get(metric) ?? { today: 0, last_7_days: 0, last_30_days: 0, range: 0, previous: 0 };
    const converted = Object.fromEntries(
      Object.entries(sum).map(([window, value]) => [window, valueOf(key, value)]),
    ) as Record<FigureWindow, number>;
    return figure(key, unit, converted, valueOf(key, inputs.allTime.get(metric) ?? 0));
  });
}

function figure(
  key: OverviewFigureKey,
  unit: OverviewFigure['unit'],
  windows: Record<FigureWindow, number>,
  allTime: number,
): OverviewFigure {
  return {
    key,
    unit,
    today: windows.today,
    last_7_days: windows.last_7_days,
    last_30_days: windows.last_30_days,
    all_time: allTime,
    range_total: windows.range,
    previous_range_total: windows.previous,
  };
}

const SPENT_KIND_LABELS: Record<string, string> = {
  ai_tool: 'Points spent on AI tools',
  documents: 'Points spent on documents',
};

/**
 * One series per figure over the buckets, then the figures' breakdowns: AI actions per tool and
 * points spent per kind (largest first).
 */
export function seriesOf(inputs: FigureInputs): OverviewSeries[] {
  const bucketCount = inputs.buckets.length;
  const totals = new Map<StoredMetric, number[]>();
  const byDimension = new Map<string, { metric: StoredMetric; dimension: string; values: number[] }>();
  for (const row of inputs.daily) {
    const index = bucketIndexOf(inputs.buckets, row.day);
    if (index < 0) continue;
    const values = totals.get(row.metric) ?? new Array<number>(bucketCount).fill(0);
    values[index]! += row.value;
    totals.set(row.metric, values);
    if (row.dimension !== '' && (row.metric === 'ai_actions' || row.metric === 'points_spent')) {
      const key = `${row.metric}:${row.dimension}`;
      const entry = byDimension.get(key) ?? {
        metric: row.metric,
        dimension: row.dimension,
        values: new Array<number>(bucketCount).fill(0),
      };
      entry.values[index]! += row.value;
      byDimension.set(key, entry);
    }
  }
  const figureSeries = OVERVIEW_FIGURE_KEYS.map((key): OverviewSeries => {
    const metric = storedMetricOf(key);
    const stored = metric ? totals.get(metric) : undefined;
    const values = metric
      ? (stored ?? new Array<number>(bucketCount).fill(0)).map((value) => valueOf(key, value))
      : [...inputs.active.buckets];
    return { key, figure: key, dimension: null, label: OVERVIEW_FIGURES[key].label, values };
  });
  const breakdowns = [...byDimension.entries()]
    .map(([key, entry]): OverviewSeries & { total: number } => ({
      key,
      figure: entry.metric,
      dimension: entry.dimension,
      label:
        entry.metric === 'ai_actions'
          ? aiToolLabel(entry.dimension)
          : (SPENT_KIND_LABELS[entry.dimension] ?? entry.dimension),
      values: entry.values,
      total: entry.values.reduce((a, b) => a + b, 0),
    }))
    .sort((a, b) => a.figure.localeCompare(b.figure) || b.total - a.total || a.key.localeCompare(b.key))
    .map(({ total: _total, ...series }) => series);
  return [...figureSeries, ...breakdowns];
}
