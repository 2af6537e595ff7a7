import { Download } from 'lucide-react';
import { csvExportHref } from '../sorting';

/**
 * Downloads every row the table's filters match, in the table's order, as CSV. `apiQuery` is the
 * list's API path and query as the page sends it (paging is dropped).
 */
export function CsvExportLink({ apiQuery, label = 'Export CSV' }: { apiQuery: string; label?: string }) {
  return (
    <a href={csvExportHref(apiQuery)} download className="btn-secondary inline-flex items-center gap-2" rel="nofollow">
      <Download aria-hidden className="size-4" />
      {label}
    </a>
  );
}
