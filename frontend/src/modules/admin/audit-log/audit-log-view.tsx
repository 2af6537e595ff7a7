import type { AuditLogEntrySummary, AuditLogFacets } from '@studyhub/contracts';
import { History } from 'lucide-react';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { ListResults } from '@/modules/tables/components/list-results';
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
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Audit trail</h1>
      <p className="mt-1 text-sm text-muted">
        Every change an admin made, in every part of Studyhub: who, what, when, and the record before and after. Entries
        appear a moment after the change.
      </p>
      <AuditFilterForm filters={filters} facets={facets.ok ? facets.data : null} />
      <ListResults
        result={result}
        emptyIcon={History}
        emptyTitle={isAuditFiltered(filters) ? 'No admin actions match.' : 'No admin actions yet.'}
        emptyDescription={isAuditFiltered(filters) ? 'Try other filters or a wider date range.' : undefined}
        emptyAction={
          isAuditFiltered(filters) ? (
            <Link href="/admin/audit-log" className="btn-secondary">
              Clear filters
            </Link>
          ) : undefined
        }
        retryHref={auditPageHref(filters, filters.page)}
        isErrorSpaced
        hrefForPage={(page) => auditPageHref(filters, page)}
        noun={['action', 'actions']}
        countTestId="audit-total"
        exportQuery={`/admin/audit-log${auditApiQuery(filters)}`}
        renderTable={(rows) => <AuditLogTable entries={rows} filters={filters} />}
      />
    </div>
  );
}
