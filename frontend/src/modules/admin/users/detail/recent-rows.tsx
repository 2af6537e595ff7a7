import Link from 'next/link';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { readListMeta } from '@/modules/tables/list-meta';
import { PanelEmpty } from './detail-panel';

/**
 * The newest rows of one admin list for this user: its error, its empty line, or the rows with
 * how many there are in all and a link to the full, filtered list.
 */
export function RecentRows<Row>({
  title,
  result,
  columns,
  rowKey,
  rowTestId,
  emptyText,
  fullListHref,
  noun,
}: {
  title: string;
  result: GatewayResult<Row[]>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  rowTestId: string;
  emptyText: string;
  fullListHref: string;
  /** Singular and plural for the count line. */
  noun: [string, string];
}) {
  const rows = result.ok && Array.isArray(result.data) ? result.data : [];
  const total = result.ok ? readListMeta(result.meta, rows.length).total : 0;
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <div className="mt-2">
        {!result.ok ? (
          <LoadError message={result.message} retryHref={fullListHref} />
        ) : rows.length === 0 ? (
          <PanelEmpty>{emptyText}</PanelEmpty>
        ) : (
          <>
            <DataTable
              caption={title}
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              rowTestId={rowTestId}
              tableFrom="lg"
            />
            <p className="mt-2 text-sm text-muted">
              {total > rows.length
                ? `The newest ${rows.length} of ${total.toLocaleString('en-US')} ${noun[1]}. `
                : `${total.toLocaleString('en-US')} ${total === 1 ? noun[0] : noun[1]}. `}
              <Link href={fullListHref} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                See all {noun[1]}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
