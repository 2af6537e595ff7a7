import { formatCalendarDate } from '../tables/format-date';
import { peakIndex } from './chart-scale';
import type { ChartPoint } from './components/bar-chart';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The sentence a chart's image is named by: the total over the period and the best day, e.g.
 * "42 sales in total; the best day was Jan 5, 2026 with 5." `unit` names a count ("3 sales").
 */
export function chartSummary(points: readonly ChartPoint[], unit: (count: number) => string): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points[peakIndex(points.map((point) => point.value))];
  if (!peak || total === 0) return `No ${unit(0).replace(/^0 /, '')} in this period.`;
  return `${unit(total)} in total; the best day was ${formatCalendarDate(peak.date)} with ${numberFormat.format(peak.value)}.`;
}

export const countOf = (singular: string, plural: string) => (count: number) =>
  `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
