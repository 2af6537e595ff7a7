import { Inbox } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { DataTable } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';

/**
 * One list of the points catalog under its heading and "New …" button: the rows as a table, what
 * an empty list means, or why it could not be loaded with a way to try again.
 */
export function CatalogSection<Row extends { id: string }>({
  headingId,
  title,
  description,
  newButton,
  className,
  result,
  retryHref,
  empty,
  table,
}: {
  headingId: string;
  title: string;
  description: string;
  newButton: ReactNode;
  className: string;
  result: GatewayResult<Row[]>;
  retryHref: string;
  empty: { title: string; description: string };
  table: Omit<ComponentProps<typeof DataTable<Row>>, 'rows' | 'rowKey'>;
}) {
  const rows = result.ok && Array.isArray(result.data) ? result.data : [];
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {newButton}
      </div>
      <div className="mt-4">
        {!result.ok ? (
          <LoadError message={result.message} retryHref={retryHref} />
        ) : rows.length === 0 ? (
          <EmptyState icon={Inbox} title={empty.title} description={empty.description} />
        ) : (
          <DataTable {...table} rows={rows} rowKey={(row) => row.id} />
        )}
      </div>
    </section>
  );
}
