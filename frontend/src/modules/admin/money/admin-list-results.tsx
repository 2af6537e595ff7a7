import { Inbox } from 'lucide-react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { CsvExportLink } from '@/modules/tables/components/csv-export-link';
import { DataTable, type Column, type DataTableSort } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';

/** What an admin list answered: the error, nothing found, or the rows with their pages. */
export function AdminListResults<Row>({
  result,
  columns,
  caption,
  rowKey,
  rowTestId,
  emptyTitle,
  retryHref,
  hrefForPage,
  noun,
  sort,
  exportQuery,
}: {
  result: GatewayResult<Row[]>;
  columns: readonly Column<Row>[];
  caption: string;
  rowKey: (row: Row) => string;
  rowTestId: string;
  emptyTitle: string;
  retryHref: string;
  hrefForPage: (page: number) => string;
  /** Singular and plural for the count line. */
  noun: [string, string];
  sort?: DataTableSort;
  /** The API query whose every row the Export CSV link downloads. */
  exportQuery?: string;
}) {
  if (!result.ok) return <LoadError message={result.message} retryHref={retryHref} />;
  const rows = Array.isArray(result.data) ? result.data : [];
  if (rows.length === 0) return <EmptyState icon={Inbox} title={emptyTitle} />;
  const meta = readListMeta(result.meta, rows.length);
  return (
    <div className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {meta.total.toLocaleString('en-US')} {meta.total === 1 ? noun[0] : noun[1]}
        </p>
        {exportQuery ? <CsvExportLink apiQuery={exportQuery} /> : null}
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowTestId={rowTestId}
        tableFrom="xl"
        {...(sort ? { sort } : {})}
      />
      <Pagination label="Pages" page={meta.page} pageCount={pageCountOf(meta)} hrefFor={hrefForPage} />
    </div>
  );
}
