import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { CsvExportLink } from './csv-export-link';
import { DataTable, type Breakpoint, type Column, type DataTableSort } from './data-table';
import { LoadError } from './load-error';
import { pageCountOf, readListMeta } from '../list-meta';

/** The rows as a DataTable of these columns. */
interface ColumnsTable<Row> {
  columns: readonly Column<Row>[];
  caption: string;
  rowKey: (row: Row) => string;
  rowTestId: string;
  /** Where the cards become a table; 'xl' unless said. */
  tableFrom?: Breakpoint;
  sort?: DataTableSort;
  renderTable?: never;
}

/** The rows in a table of the list's own (one with row actions or links of its own). */
interface OwnTable<Row> {
  renderTable: (rows: Row[]) => ReactNode;
  columns?: never;
}

type ListResultsProps<Row> = {
  result: GatewayResult<Row[]>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  emptyIcon?: LucideIcon;
  retryHref: string;
  /** Keeps the error clear of the filter form above it, as the lists whose form has no margin below do. */
  isErrorSpaced?: boolean;
  hrefForPage: (page: number) => string;
  /** Singular and plural for the count line. */
  noun: [string, string];
  countTestId?: string;
  /** The API query whose every row the Export CSV link downloads. */
  exportQuery?: string;
} & (ColumnsTable<Row> | OwnTable<Row>);

/** What a list page's API answered: the error, nothing found, or the rows with their count and pages. */
export function ListResults<Row>(props: ListResultsProps<Row>) {
  const { result, retryHref, hrefForPage, noun, exportQuery } = props;
  if (!result.ok) {
    const error = <LoadError message={result.message} retryHref={retryHref} />;
    return props.isErrorSpaced ? <div className="mt-4">{error}</div> : error;
  }
  const rows = Array.isArray(result.data) ? result.data : [];
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={props.emptyIcon ?? Inbox}
        title={props.emptyTitle}
        description={props.emptyDescription}
        action={props.emptyAction}
      />
    );
  }
  const meta = readListMeta(result.meta, rows.length);
  return (
    <div className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" data-testid={props.countTestId}>
          {meta.total.toLocaleString('en-US')} {meta.total === 1 ? noun[0] : noun[1]}
        </p>
        {exportQuery ? <CsvExportLink apiQuery={exportQuery} /> : null}
      </div>
      {props.renderTable ? (
        props.renderTable(rows)
      ) : (
        <DataTable
          caption={props.caption}
          columns={props.columns}
          rows={rows}
          rowKey={props.rowKey}
          rowTestId={props.rowTestId}
          tableFrom={props.tableFrom ?? 'xl'}
          {...(props.sort ? { sort: props.sort } : {})}
        />
      )}
      <Pagination label="Pages" page={meta.page} pageCount={pageCountOf(meta)} hrefFor={hrefForPage} />
    </div>
  );
}
