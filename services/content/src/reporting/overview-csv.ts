import { OVERVIEW_FIGURES, type AdminOverview } from '@studyhub/contracts';
import type { CsvColumn } from '@studyhub/platform';

/** One line of the export: a bucket with every series' value in it. */
export interface OverviewCsvRow {
  bucketStart: string;
  bucketEnd: string;
  values: number[];
}

const UNIT_SUFFIX = { count: '', points: ' (points)', usd_cents: ' (USD)' } as const;

/**
 * The overview's series as a table: a row per bucket, a column per series; money in dollars with
 * cents (a spreadsheet sums them as they are).
 */
export function overviewCsvOf(overview: AdminOverview): {
  columns: CsvColumn<OverviewCsvRow>[];
  rows: OverviewCsvRow[];
} {
  const { buckets, series, range } = overview;
  const columns: CsvColumn<OverviewCsvRow>[] = [
    { header: 'Period start', value: (row) => row.bucketStart },
    { header: 'Period end', value: (row) => row.bucketEnd },
    ...series.map((line, index): CsvColumn<OverviewCsvRow> => {
      const unit = OVERVIEW_FIGURES[line.figure].unit;
      return {
        header: `${line.label}${UNIT_SUFFIX[unit]}`,
        value: (row) => (unit === 'usd_cents' ? row.values[index]! / 100 : row.values[index]),
      };
    }),
  ];
  const rows = buckets.map((start, bucket) => ({
    bucketStart: start,
    bucketEnd: dayBefore(buckets[bucket + 1]) ?? range.to,
    values: series.map((line) => line.values[bucket] ?? 0),
  }));
  return { columns, rows };
}

function dayBefore(day: string | undefined): string | undefined {
  if (!day) return undefined;
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
