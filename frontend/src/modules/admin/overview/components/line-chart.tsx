import type { OverviewFigureUnit } from '@studyhub/contracts';
import { formatShortDay as dateOf } from '@/modules/tables/format-date';
import { formatAxis, formatFigure } from '../format-figure';
import { CHART_BOX, axisOf, labelIndexes, linePath, xPositions, yOf } from '../chart-geometry';

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
/** Past this many buckets the points are not drawn one by one (the data table still has them). */
const MOST_MARKERS = 45;

export interface ChartLine {
  key: string;
  label: string;
  values: readonly number[];
}

/**
 * A line chart drawn on the server as SVG: no script, readable by screen readers through its
 * description and the table of its numbers beside it.
 */
export function LineChart({
  id,
  title,
  unit,
  buckets,
  lines,
  bucketLabel,
}: {
  id: string;
  title: string;
  unit: OverviewFigureUnit;
  buckets: readonly string[];
  lines: readonly ChartLine[];
  /** What one bucket is: Day or Week of. */
  bucketLabel: string;
}) {
  const maximum = Math.max(0, ...lines.flatMap((line) => line.values));
  const { top, ticks } = axisOf(maximum);
  const xs = xPositions(buckets.length);
  const totals = lines.map((line) => `${line.label}: ${formatFigure(sum(line.values), unit)}`).join('; ');
  const period = buckets.length > 0 ? `${dateOf(buckets[0]!)} to ${dateOf(buckets.at(-1)!)}` : 'no days';
  return (
    <figure className="rounded-2xl border border-line bg-white p-4" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label={`${title}: legend`}>
        {lines.map((line, index) => (
          <li key={line.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 rounded"
              style={{ backgroundColor: colourOf(index) }}
            />
            {line.label}
          </li>
        ))}
      </ul>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: chart`}>
        <svg
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          className="h-auto w-full min-w-[36rem]"
          role="img"
          aria-labelledby={`${id}-svg-title`}
          aria-describedby={`${id}-svg-desc`}
        >
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-svg-desc`}>{`Totals from ${period}: ${totals}.`}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={CHART_BOX.left}
                x2={CHART_BOX.width - CHART_BOX.right}
                y1={yOf(tick, top)}
                y2={yOf(tick, top)}
                stroke="#e2e8f0"
              />
              <text x={CHART_BOX.left - 6} y={yOf(tick, top) + 4} textAnchor="end" fontSize="12" fill="#475569">
                {formatAxis(tick, unit)}
              </text>
            </g>
          ))}
          {labelIndexes(buckets.length).map((index) => (
            <text
              key={buckets[index]}
              x={xs[index]}
              y={CHART_BOX.height - 8}
              textAnchor={
                index === 0 && buckets.length > 1
                  ? 'start'
                  : index === buckets.length - 1 && buckets.length > 1
                    ? 'end'
                    : 'middle'
              }
              fontSize="12"
              fill="#475569"
            >
              {dateOf(buckets[index]!)}
            </text>
          ))}
          {lines.map((line, index) => (
            <g key={line.key}>
              <path
                d={linePath(line.values, top)}
                fill="none"
                stroke={colourOf(index)}
                strokeWidth="2"
                strokeLinejoin="round"
              />
              {buckets.length <= MOST_MARKERS
                ? line.values.map((value, bucket) => (
                    <circle key={buckets[bucket]} cx={xs[bucket]} cy={yOf(value, top)} r="3" fill={colourOf(index)}>
                      <title>{`${line.label}, ${dateOf(buckets[bucket]!)}: ${formatFigure(value, unit)}`}</title>
                    </circle>
                  ))
                : null}
            </g>
          ))}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
        <div className="mt-2 max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={`${title}: numbers`}>
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {bucketLabel}
                </th>
                {lines.map((line) => (
                  <th key={line.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket, index) => (
                <tr key={bucket} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {dateOf(bucket)}
                  </th>
                  {lines.map((line) => (
                    <td key={line.key} className="py-1 pr-3 text-right tabular-nums">
                      {formatFigure(line.values[index] ?? 0, unit)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function colourOf(index: number): string {
  return COLOURS[index % COLOURS.length]!;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
