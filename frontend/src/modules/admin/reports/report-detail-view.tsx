import { REPORT_REASON_LABELS, REPORT_SOURCE_LABELS, type AccountUser, type AdminReport } from '@studyhub/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { adminNameOf, loadReportAdmins } from './report-admins';
import { ReportAssignment } from './report-assignment';
import { DocumentStateNote, ReportStatusBadge } from './report-badges';
import { REPORTS_PATH } from './report-filters';
import { ReportResolutionForm } from './report-resolution-form';
import { reporterLabel } from './reports-view';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function reporterFacts(report: AdminReport): [string, ReactNode][] {
  if (report.source === 'plagiarism_flag') {
    return [
      ['Found by', 'Plagiarism checker'],
      ['Similarity', report.similarity === null ? '—' : `${report.similarity}%`],
      [
        'Matches',
        report.matched_documents.length === 0 ? (
          '—'
        ) : (
          <ul className="list-disc pl-5">
            {report.matched_documents.map((match) => (
              <li key={match.document_id}>
                {match.title} ({match.similarity}%)
              </li>
            ))}
          </ul>
        ),
      ],
    ];
  }
  const rows: [string, ReactNode][] = [['Name', reporterLabel(report)]];
  if (report.reporter.email) rows.push(['E-mail', report.reporter.email]);
  if (report.reporter.user_id) {
    rows.push([
      'Account',
      <Link key="account" href={`/admin/users/${report.reporter.user_id}`} className="link">
        View the member
      </Link>,
    ]);
  }
  if (report.submission_id) {
    rows.push([
      'Notice',
      <Link key="notice" href={`/admin/legal-notice/messages/takedown/${report.submission_id}`} className="link">
        Open the takedown notice
      </Link>,
    ]);
  }
  return rows;
}

function ClosedResolution({ report, admins }: { report: AdminReport; admins: readonly AccountUser[] }) {
  return (
    <section aria-labelledby="resolution-heading" className="rounded-2xl border border-line p-5">
      <h2 id="resolution-heading" className="text-lg font-semibold text-ink">
        Resolution
      </h2>
      <div className="mt-3">
        <Facts
          rows={[
            ['Decision', report.resolution === 'taken_down' ? 'Document taken down' : 'Report dismissed'],
            ...(report.resolution === 'taken_down'
              ? ([
                  ['Buyers refunded', report.refund_buyers ? 'Yes' : 'No'],
                  ['Reason for the seller', report.resolution_reason || '—'],
                ] as [string, ReactNode][])
              : []),
            ['Answer to the reporter', report.reply || '—'],
            ['By', adminNameOf(admins, report.resolved_by)],
            ['When', report.resolved_at ? formatDateTime(report.resolved_at, 'utc') : '—'],
          ]}
        />
      </div>
    </section>
  );
}

/** /admin/reports/{id}: the report, its document and reporter, other reports of it, and the decision. */
export async function AdminReportDetailView({ id }: { id: string }) {
  const [result, admins] = await Promise.all([
    fetchFromGateway<AdminReport>(`/admin/reports/${id}`, { fallbackMessage: 'The report could not be loaded.' }),
    loadReportAdmins(),
  ]);
  if (!result.ok) return <LoadError message={result.message} retryHref={`${REPORTS_PATH}/${id}`} />;
  const report = result.data;
  const isClosed = report.status === 'resolved' || report.status === 'dismissed';
  const documentLink =
    report.document.status === 'approved' ? (
      <Link href={`/documents/${report.document.slug}`} className="link">
        {report.document.title}
      </Link>
    ) : (
      report.document.title
    );
  return (
    <div className="space-y-6">
      <div>
        <Link href={REPORTS_PATH} className="link text-sm">
          ← All reports
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink">Report of “{report.document.title}”</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <ReportStatusBadge status={report.status} />
          {REPORT_SOURCE_LABELS[report.source]} · {REPORT_REASON_LABELS[report.reason]} · received{' '}
          {formatDateTime(report.created_at, 'utc')}
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <section aria-labelledby="document-heading" className="rounded-2xl border border-line p-5">
            <h2 id="document-heading" className="text-lg font-semibold text-ink">
              Document
            </h2>
            <div className="mt-3">
              <Facts
                rows={[
                  [
                    'Title',
                    <>
                      {documentLink}
                      <DocumentStateNote status={report.document.status} />
                    </>,
                  ],
                  [
                    'Seller',
                    report.document.seller_id ? (
                      <Link href={`/admin/users/${report.document.seller_id}`} className="link">
                        View the seller
                      </Link>
                    ) : (
                      '—'
                    ),
                  ],
                  [
                    'Buyers',
                    `${report.impact.buyers} (${report.impact.orders} ${report.impact.orders === 1 ? 'order' : 'orders'}, ${report.impact.refund_points} points)`,
                  ],
                ]}
              />
            </div>
          </section>
          <section aria-labelledby="reporter-heading" className="rounded-2xl border border-line p-5">
            <h2 id="reporter-heading" className="text-lg font-semibold text-ink">
              Reporter
            </h2>
            <div className="mt-3">
              <Facts rows={reporterFacts(report)} />
            </div>
            <h3 className="mt-4 text-sm font-semibold text-ink">Details</h3>
            <p className="mt-1 whitespace-pre-wrap text-sm text-ink" data-testid="report-details">
              {report.details || 'No details given.'}
            </p>
          </section>
          <section aria-labelledby="related-heading" className="rounded-2xl border border-line p-5">
            <h2 id="related-heading" className="text-lg font-semibold text-ink">
              Other reports of this document
            </h2>
            {report.related.length === 0 ? (
              <p className="mt-2 text-sm text-muted">None.</p>
            ) : (
              <ul className="mt-2 divide-y divide-line text-sm">
                {report.related.map((other) => (
                  <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link href={`${REPORTS_PATH}/${other.id}`} className="link">
                      {REPORT_SOURCE_LABELS[other.source]} · {REPORT_REASON_LABELS[other.reason]} ·{' '}
                      {reporterLabel(other)}
                    </Link>
                    <span className="flex items-center gap-2 text-muted">
                      {formatDateTime(other.created_at, 'utc')}
                      <ReportStatusBadge status={other.status} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="space-y-6">
          <ReportAssignment report={report} admins={admins} assigneeName={adminNameOf(admins, report.assignee_id)} />
          {isClosed ? <ClosedResolution report={report} admins={admins} /> : <ReportResolutionForm report={report} />}
        </div>
      </div>
    </div>
  );
}
