import Link from 'next/link';
import { OVERVIEW_FIGURES, type AdminOverview } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatCalendarDate } from '@/modules/tables/format-date';
import { ADMIN_SECTIONS } from '../admin-sections';
import { TrackingNote } from '../overview/components/tracking-note';
import { formatFigure } from '../overview/format-figure';
import { workItemsOf } from '../overview/work-queue';

/** /admin: the work waiting for the admin, the key figures at a glance, and every section. */
export async function AdminHomeView({ title }: { title: string }) {
  const result = await fetchFromGateway<AdminOverview>('/admin/overview?range=7d', {
    fallbackMessage: 'The figures could not be loaded.',
  });
  const sections = ADMIN_SECTIONS.filter((section) => section.href !== '/admin');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-1 text-muted">What waits for you, how the platform is doing, and everything you manage.</p>
      </div>
      {result.ok ? (
        <OverviewSummary overview={result.data} />
      ) : (
        <LoadError message={result.message} retryHref="/admin" />
      )}
      <section aria-labelledby="admin-sections" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="admin-sections" className="text-lg font-semibold text-ink">
          Sections
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sections to manage">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-xl border border-line px-4 py-3 font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OverviewSummary({ overview }: { overview: AdminOverview }) {
  return (
    <>
      <section aria-labelledby="admin-work" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="admin-work" className="text-lg font-semibold text-ink">
          Waiting for you
        </h2>
        <p className="mt-1 text-sm text-muted">
          Documents and withdrawals count from {formatCalendarDate(overview.tracking_since)}, when reporting started;
          each list holds them all.
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {workItemsOf(overview.work).map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className="block rounded-xl border border-line px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
                data-testid={`work-${item.key}`}
              >
                <span className="block text-2xl font-bold text-ink tabular-nums">{item.count ?? '–'}</span>
                <span className="block text-sm font-medium text-ink">{item.label}</span>
                {item.count === null ? (
                  <span className="block text-xs text-muted">Open the list to see them</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-figures" className="rounded-2xl border border-line bg-white p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-figures" className="text-lg font-semibold text-ink">
            Key figures
          </h2>
          <Link href="/admin/dashboard" className="link text-sm">
            Charts and other periods on the dashboard
          </Link>
        </div>
        <div className="mt-2">
          <TrackingNote overview={overview} />
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Key figures">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Figure
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Today
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Last 7 days
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Last 30 days
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  All time
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.figures.map((figure) => (
                <tr
                  key={figure.key}
                  className="border-b border-line last:border-0"
                  data-testid={`summary-${figure.key}`}
                >
                  <th scope="row" className="py-2 pr-3 font-medium text-ink">
                    {OVERVIEW_FIGURES[figure.key].label}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatFigure(figure.today, figure.unit)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatFigure(figure.last_7_days, figure.unit)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatFigure(figure.last_30_days, figure.unit)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatFigure(figure.all_time, figure.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
