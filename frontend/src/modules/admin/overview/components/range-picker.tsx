import clsx from 'clsx';
import Link from 'next/link';
import type { OverviewGranularity, OverviewRange } from '@studyhub/contracts';
import { dashboardHref, type OverviewPageQuery } from '../overview-query';

const PRESETS: readonly { range: Exclude<OverviewRange, 'custom'>; label: string }[] = [
  { range: '7d', label: 'Last 7 days' },
  { range: '30d', label: 'Last 30 days' },
  { range: '90d', label: 'Last 90 days' },
];

const GRANULARITIES: readonly { value: OverviewGranularity; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
];

const pill = (isCurrent: boolean) =>
  clsx(
    'inline-flex min-h-11 items-center rounded-full px-4 text-sm',
    isCurrent ? 'bg-brand-600 text-white' : 'bg-surface-muted text-ink hover:bg-brand-50',
  );

/**
 * The range in the address: preset links, a custom range form (a plain GET, so it works before any
 * script loads) and day or week grouping.
 */
export function RangePicker({ query, today }: { query: OverviewPageQuery; today: string }) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-3">
        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <Link
              key={preset.range}
              href={dashboardHref({ ...query, range: preset.range, from: null, to: null })}
              aria-current={query.range === preset.range ? 'page' : undefined}
              className={pill(query.range === preset.range)}
            >
              {preset.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Grouping" className="flex flex-wrap gap-2">
          {GRANULARITIES.map((choice) => (
            <Link
              key={choice.value}
              href={dashboardHref({ ...query, granularity: choice.value })}
              aria-current={query.granularity === choice.value ? 'page' : undefined}
              className={pill(query.granularity === choice.value)}
            >
              {choice.label}
            </Link>
          ))}
        </nav>
      </div>
      <form
        action="/admin/dashboard"
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Custom period"
      >
        <input type="hidden" name="range" value="custom" />
        {query.granularity !== 'day' ? <input type="hidden" name="granularity" value={query.granularity} /> : null}
        <label className="field-label">
          From
          <input type="date" name="from" required max={today} defaultValue={query.from ?? ''} className="field-input" />
        </label>
        <label className="field-label">
          To
          <input type="date" name="to" required max={today} defaultValue={query.to ?? ''} className="field-input" />
        </label>
        <button type="submit" className={clsx('btn-secondary', query.range === 'custom' && 'border-brand-600')}>
          Show period
        </button>
      </form>
    </div>
  );
}
