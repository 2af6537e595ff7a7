import type { AuditLogEntrySummary, AuditLogFacets } from '@studyhub/contracts';
import { History } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { CsvExportLink } from '@/modules/tables/components/csv-export-link';
import { LoadError } from '@/modules/tables/components/load-error';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import type { AdminQuery } from '../money/admin-filters';
import { AuditFilterForm } from './audit-filter-form';
import { auditApiQuery, auditPageHref, isAuditFiltered, parseAuditFilters } from './audit-filters';
import { AuditLogTable } from './audit-log-table';

/** /admin/audit-log: every admin write of every service, filtered, sorted and paged by the URL. */
export async function AuditLogView({ query }: { query: AdminQuery }) {
  const filters = parseAuditFilters(query);
  const [result, facets] = await Promise.all([
    fetchFromGateway<AuditLogEntrySummary[]>(`/admin/audit-log${auditApiQuery(filters)}`, {
      fallbackMessage: 'The audit trail could not be loaded.',
    }),
    fetchFromGateway<AuditLogFacets>('/admin/audit-log/facets', {
      fallbackMessage: 'The filters could not be loaded.',
    }),
  ]);
  const rows = result.ok && Array.isArray(result.data) ? result.data : [];
  const meta = result.ok ? readListMeta(result.meta, rows.length) : null;
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Audit trail</h1>
      <p className="mt-1 text-sm text-muted">
        Every change an admin made, in every part of Studyhub: who, what, when, and the record before and after. Entries
        appear a moment after the change.
      </p>
      <AuditFilterForm filters={filters} facets={facets.ok ? facets.data : null} />
      {!result.ok ? (
        <div className="mt-4">
          <LoadError message={result.message} retryHref={auditPageHref(filters, filters.page)} />
        </div>
      ) : rows.length === 0 || !meta ? (
        <EmptyState
          icon={History}
          title={isAuditFiltered(filters) ? 'No admin actions match.' : 'No admin actions yet.'}
          description={isAuditFiltered(filters) ? 'Try other filters or a wider date range.' : undefined}
          action={
            isAuditFiltered(filters) ? (
              <Link href="/admin/audit-log" className="btn-secondary">
                Clear filters
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className="mt-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted" data-testid="audit-total">
              {meta.total.toLocaleString('en-US')} {meta.total === 1 ? 'action' : 'actions'}
            </p>
            <CsvExportLink apiQuery={`/admin/audit-log${auditApiQuery(filters)}`} />
          </div>
          <AuditLogTable entries={rows} filters={filters} />
          <Pagination
            label="Pages"
            page={meta.page}
            pageCount={pageCountOf(meta)}
            hrefFor={(page) => auditPageHref(filters, page)}
          />
        </div>
      )}
    </div>
  );
}
