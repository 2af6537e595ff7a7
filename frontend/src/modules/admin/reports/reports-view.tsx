import {
  REPORT_REASON_LABELS,
  REPORT_SOURCE_LABELS,
  type AccountUser,
  type AdminReportSummary,
} from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { hrefWithSort } from '@/modules/tables/sorting';
import { ListResults } from '@/modules/tables/components/list-results';
import { adminNameOf, loadReportAdmins } from './report-admins';
import { DocumentStateNote, ReportStatusBadge } from './report-badges';
import { ReportFilterForm } from './report-filter-form';
import { parseReportFilters, reportsApiQuery, reportsPageHref, type ReportsQuery } from './report-filters';

export function reporterLabel(report: Pick<AdminReportSummary, 'source' | 'reporter'>): string {
  if (report.source === 'plagiarism_flag') return 'Plagiarism checker';
  return report.reporter.name ?? report.reporter.email ?? 'Member';
}

function columnsFor(admins: readonly AccountUser[]): Column<AdminReportSummary>[] {
  return [
    {
      key: 'received',
      header: 'Received',
      sortKey: 'created_at',
      sortFirst: 'desc',
      cell: (report) => formatDateTime(report.created_at, 'utc'),
    },
    {
      key: 'document',
      header: 'Document',
      sortKey: 'document_title',
      cell: (report) => (
        <>
          <Link href={`/admin/reports/${report.id}`} className="link font-semibold">
            {report.document.title}
          </Link>
          <DocumentStateNote status={report.document.status} />
        </>
      ),
    },
    { key: 'source', header: 'Source', cell: (report) => REPORT_SOURCE_LABELS[report.source] },
    { key: 'reason', header: 'Reason', cell: (report) => REPORT_REASON_LABELS[report.reason] },
    { key: 'reporter', header: 'Reporter', cell: reporterLabel },
    { key: 'assignee', header: 'Assignee', cell: (report) => adminNameOf(admins, report.assignee_id) },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (report) => <ReportStatusBadge status={report.status} />,
    },
  ];
}

/** /admin/reports: member reports, copyright notices and plagiarism flags in one queue. */
export async function AdminReportsView({ query }: { query: ReportsQuery }) {
  const filters = parseReportFilters(query);
  const apiQuery = reportsApiQuery(filters);
  const [result, admins] = await Promise.all([
    fetchFromGateway<AdminReportSummary[]>(apiQuery, { fallbackMessage: 'The reports could not be loaded.' }),
    loadReportAdmins(),
  ]);
  const pageHref = reportsPageHref(filters, filters.page);
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Reports</h1>
      <p className="mt-1 text-sm text-muted">
        Documents reported by members, named in copyright notices or flagged by the plagiarism checker. Take a report,
        then take the document down (refunding its buyers if you choose) or dismiss it, with an answer to the reporter.
      </p>
      <ReportFilterForm filters={filters} admins={admins} />
      <ListResults
        result={result}
        columns={columnsFor(admins)}
        caption="Reports"
        rowKey={(report) => report.id}
        rowTestId="admin-report-row"
        emptyTitle="No reports match."
        retryHref={pageHref}
        hrefForPage={(page) => reportsPageHref(filters, page)}
        sort={{ current: filters.sort, href: (sort) => hrefWithSort(reportsPageHref(filters, 1), sort) }}
        exportQuery={apiQuery}
        noun={['report', 'reports']}
      />
    </div>
  );
}
