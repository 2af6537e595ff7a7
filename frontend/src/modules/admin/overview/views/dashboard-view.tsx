import type { AdminOverview } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { CsvExportLink } from '@/modules/tables/components/csv-export-link';
import { LoadError } from '@/modules/tables/components/load-error';
import { FigureCard } from '../components/figure-card';
import { LineChart } from '../components/line-chart';
import { RangePicker } from '../components/range-picker';
import { TrackingNote } from '../components/tracking-note';
import { groupsOf, hasNoActivity } from '../overview-groups';
import { dashboardHref, overviewApiPath, parseOverviewQuery } from '../overview-query';

type Query = Record<string, string | string[] | undefined>;

/** /admin/dashboard: every key figure over a chosen period, with its change and its chart. */
export async function DashboardView({ query }: { query: Query }) {
  const range = parseOverviewQuery(query);
  const apiPath = overviewApiPath(range);
  const result = await fetchFromGateway<AdminOverview>(apiPath, {
    fallbackMessage: 'The figures could not be loaded.',
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Admin dashboard</h1>
          <p className="mt-1 text-sm text-muted">
            Key figures of the period, compared with the same number of days just before it. Days are UTC.
          </p>
        </div>
        {result.ok ? <CsvExportLink apiQuery={apiPath} label="Export CSV" /> : null}
      </div>
      <RangePicker query={range} today={today} />
      {range.errors.length > 0 ? (
        <div role="alert" className="mt-4 rounded-xl border border-danger bg-danger-50 p-4 text-sm text-ink">
          <p className="font-semibold text-danger">That period cannot be shown; here are the last 30 days.</p>
          <ul className="mt-1 list-disc pl-5">
            {range.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6">
        {result.ok ? (
          <DashboardFigures overview={result.data} />
        ) : (
          <LoadError message={result.message} retryHref={dashboardHref(range)} />
        )}
      </div>
    </div>
  );
}

function DashboardFigures({ overview }: { overview: AdminOverview }) {
  const bucketLabel = overview.range.granularity === 'week' ? 'Week from' : 'Day';
  return (
    <div className="flex flex-col gap-8">
      <TrackingNote overview={overview} />
      {hasNoActivity(overview) ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center" data-testid="overview-empty">
          <p className="text-lg font-semibold text-ink">No activity yet</p>
          <p className="mt-1 text-sm text-muted">
            Sign-ups, uploads, orders and the other figures appear here as they happen.
          </p>
        </div>
      ) : (
        groupsOf(overview).map((group) => (
          <section key={group.group} aria-labelledby={`group-${group.group}`}>
            <h2 id={`group-${group.group}`} className="text-lg font-semibold text-ink">
              {group.title}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4" aria-label={`${group.title}: figures`}>
              {group.figures.map((figure) => (
                <FigureCard key={figure.key} figure={figure} />
              ))}
            </ul>
            <div className="mt-3">
              <LineChart
                id={`chart-${group.group}`}
                title={`${group.title} over time`}
                unit={group.unit}
                buckets={overview.buckets}
                lines={group.lines}
                bucketLabel={bucketLabel}
              />
            </div>
          </section>
        ))
      )}
    </div>
  );
}
