'use client';

import { useId } from 'react';
import { formatCalendarDate, formatShortDay } from '@/modules/tables/format-date';
import { axisTicks, barLayout, labelStride } from '../chart-scale';
import { useElementWidth } from '../hooks/use-element-width';

export interface ChartPoint {
  date: string;
  value: number;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 44 };
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * A bar chart drawn as SVG (no chart library), sized to its container. Screen readers get the
 * title and a summary on the image, and every value in the table under it (WCAG 1.1.1).
 */
export function BarChart({
  title,
  summary,
  points,
  valueHeader,
  testId,
}: {
  title: string;
  /** One sentence with what matters, e.g. "42 sales; most on Jan 5 (5)." */
  summary: string;
  points: readonly ChartPoint[];
  valueHeader: string;
  testId?: string;
}) {
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = points.map((point) => point.value);
  const ticks = axisTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1] ?? 1;
  const bars = barLayout(values, plotWidth, plotHeight, top);
  const stride = labelStride(points.length, plotWidth);

  return (
    <figure className="min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid={testId}>
      <figcaption>
        <span id={`${id}-title`} className="block font-semibold text-ink">
          {title}
        </span>
        <span id={`${id}-summary`} className="mt-0.5 block text-sm text-muted">
          {summary}
        </span>
      </figcaption>
      <div ref={ref} className="mt-3 w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          className="block max-w-full"
        >
          <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
            {ticks.map((tick) => {
              const y = plotHeight - (tick / top) * plotHeight;
              return (
                <g key={tick}>
                  <line x1={0} x2={plotWidth} y1={y} y2={y} className="stroke-line" strokeWidth={1} />
                  <text x={-8} y={y} dy="0.32em" textAnchor="end" className="fill-muted text-xs">
                    {numberFormat.format(tick)}
                  </text>
                </g>
              );
            })}
            {bars.map((bar, index) => {
              const point = points[index];
              if (!point) return null;
              return (
                <rect
                  key={point.date}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={1.5}
                  className="fill-brand-600"
                >
                  <title>{`${formatCalendarDate(point.date)}: ${numberFormat.format(point.value)}`}</title>
                </rect>
              );
            })}
            {points.map((point, index) => {
              // The last day is always labelled; the others every `stride` days from the end back.
              if ((points.length - 1 - index) % stride !== 0) return null;
              const bar = bars[index];
              if (!bar) return null;
              // Labels at the plot's edges line up with it instead of running past it.
              const center = bar.x + bar.width / 2;
              const anchor = center + 24 > plotWidth ? 'end' : center - 24 < 0 ? 'start' : 'middle';
              const x = anchor === 'end' ? bar.x + bar.width : anchor === 'start' ? bar.x : center;
              return (
                <text key={point.date} x={x} y={plotHeight + 18} textAnchor={anchor} className="fill-muted text-xs">
                  {formatShortDay(point.date)}
                </text>
              );
            })}
          </g>
        </svg>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">Show as a table</summary>
        <div
          className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-line"
          role="region"
          aria-label={`${title}, table`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface-muted text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-ink">
                    {formatCalendarDate(point.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right text-ink tabular-nums">{numberFormat.format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
