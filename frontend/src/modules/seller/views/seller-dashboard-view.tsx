import type { SellerOverview, SellerViews } from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatPoints } from '@/modules/points/format-points';
import { LoadError } from '@/modules/tables/components/load-error';
import { chartSummary, countOf } from '../chart-summary';
import { BarChart } from '../components/bar-chart';
import { PeriodNav } from '../components/period-nav';
import { StatGrid } from '../components/stat-grid';
import { periodLabel, type SellerPeriod } from '../seller-period';

const OVERVIEW_FAILED = 'Your sales could not be loaded.';
const VIEWS_FAILED = 'Your document views could not be loaded.';

/**
 * /dashboard/seller-dashboard: sales, earnings and views over a period (GET /api/seller/overview
 * and GET /api/documents/mine/views), as figures and charts with their tables.
 */
export async function SellerDashboardView({ days }: { days: SellerPeriod }) {
  const [overview, views] = await Promise.all([
    fetchFromGateway<SellerOverview>(`/seller/overview?days=${days}`, { fallbackMessage: OVERVIEW_FAILED }),
    fetchFromGateway<SellerViews>(`/documents/mine/views?days=${days}`, { fallbackMessage: VIEWS_FAILED }),
  ]);
  const here = `/dashboard/seller-dashboard?days=${days}`;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Seller Overview</h1>
          <p className="mt-2 text-muted">
            Sales, earnings and views of your documents: {periodLabel(days).toLowerCase()}.
          </p>
        </div>
        <PeriodNav days={days} />
      </div>

      <section aria-labelledby="seller-figures-heading" className="mt-6">
        <h2 id="seller-figures-heading" className="sr-only">
          Key figures
        </h2>
        {overview.ok ? (
          <StatGrid
            label={`Key figures, ${periodLabel(days).toLowerCase()}`}
            stats={[
              { label: 'Sales', value: formatPoints(overview.data.sales_count), testId: 'seller-sales' },
              {
                label: 'Earned',
                value: `${formatPoints(overview.data.earned_points)} points`,
                hint: 'Your share of each sale',
                testId: 'seller-earned',
              },
              { label: 'Documents sold', value: formatPoints(overview.data.documents_sold) },
              {
                label: 'Views',
                value: views.ok ? formatPoints(views.data.total) : '–',
                hint: views.ok ? 'Opened by others' : 'Not available right now',
              },
            ]}
          />
        ) : (
          <LoadError message={overview.message} retryHref={here} />
        )}
        {overview.ok && overview.data.refunds_count > 0 ? (
          <p className="mt-3 text-sm text-muted">
            {overview.data.refunds_count === 1
              ? '1 sale was'
              : `${formatPoints(overview.data.refunds_count)} sales were`}{' '}
            refunded in this period.
          </p>
        ) : null}
        {overview.ok && overview.data.sales_count === 0 ? (
          <p className="mt-3 text-sm text-muted">
            No sales in this period yet.{' '}
            <Link href="/dashboard/documents/upload" className="link">
              Upload a document
            </Link>{' '}
            to reach more students.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="seller-charts-heading" className="mt-10">
        <h2 id="seller-charts-heading" className="text-xl font-semibold text-ink">
          Over time
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {overview.ok ? (
            <>
              <BarChart
                title="Sales per day"
                summary={chartSummary(
                  overview.data.daily.map((day) => ({ date: day.date, value: day.sales })),
                  countOf('sale', 'sales'),
                )}
                points={overview.data.daily.map((day) => ({ date: day.date, value: day.sales }))}
                valueHeader="Sales"
                testId="chart-sales"
              />
              <BarChart
                title="Earnings per day (points)"
                summary={chartSummary(
                  overview.data.daily.map((day) => ({ date: day.date, value: day.earned_points })),
                  countOf('point earned', 'points earned'),
                )}
                points={overview.data.daily.map((day) => ({ date: day.date, value: day.earned_points }))}
                valueHeader="Points earned"
                testId="chart-earnings"
              />
            </>
          ) : null}
          {views.ok ? (
            <BarChart
              title="Views per day"
              summary={chartSummary(
                views.data.daily.map((day) => ({ date: day.date, value: day.views })),
                countOf('view', 'views'),
              )}
              points={views.data.daily.map((day) => ({ date: day.date, value: day.views }))}
              valueHeader="Views"
              testId="chart-views"
            />
          ) : (
            <LoadError message={views.message} retryHref={here} />
          )}
        </div>
      </section>

      <nav aria-label="Seller pages" className="mt-10 flex flex-wrap gap-3">
        <Link href="/dashboard/seller-orders" className="btn-secondary">
          See all orders
        </Link>
        <Link href="/dashboard/wallet-seller" className="btn-secondary">
          Open seller wallet
        </Link>
      </nav>
    </div>
  );
}
