import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { isDefaultSort } from '@/modules/tables/sorting';
import { orderValueOf, QUEUE_DEFAULT_SORT, QUEUE_ORDER_CHOICES, type QueueFilters } from './queue-filters';

/** Title search and order of the moderation queue, as a GET form on the current status tab. */
export function QueueFilterForm({ filters }: { filters: QueueFilters }) {
  const isFiltered = filters.q !== '' || !isDefaultSort(filters.sort, QUEUE_DEFAULT_SORT);
  return (
    <form
      method="get"
      action="/admin/documents"
      role="search"
      aria-label="Find documents"
      className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      {filters.status === 'PENDING' ? null : <input type="hidden" name="status" value={filters.status} />}
      <TextField label="Title" name="q" type="search" defaultValue={filters.q} maxLength={200} autoComplete="off" />
      <SelectField label="Order" name="order" defaultValue={orderValueOf(filters.sort)}>
        {QUEUE_ORDER_CHOICES.map((choice) => (
          <option key={choice.label} value={orderValueOf(choice.sort)}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Apply
        </button>
        {isFiltered ? (
          <Link
            href={filters.status === 'PENDING' ? '/admin/documents' : `/admin/documents?status=${filters.status}`}
            className="btn-secondary"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
