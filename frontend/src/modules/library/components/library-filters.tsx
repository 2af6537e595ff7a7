'use client';

import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { LIBRARY_SORTS, LIBRARY_SORT_LABELS, type LibrarySort } from '../library-rules';

/** Search over the loaded list and the sort. */
export function LibraryFilters({
  search,
  sort,
  onSearch,
  onSort,
}: {
  search: string;
  sort: LibrarySort;
  onSearch: (search: string) => void;
  onSort: (sort: LibrarySort) => void;
}) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="mt-5 flex flex-wrap items-end gap-4">
      <div className="min-w-56 flex-1">
        <label htmlFor={searchId} className="field-label">
          Search your documents
        </label>
        <div className="relative">
          {/* mt-0.5: half the input's top margin, so the icon sits in the middle of the box. */}
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            className="field-input pl-9"
            type="search"
            autoComplete="off"
            value={search}
            placeholder="Search by title or description"
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div>
        <label htmlFor={sortId} className="field-label">
          Sort by
        </label>
        <select
          id={sortId}
          className="field-input"
          value={sort}
          onChange={(event) => onSort(event.target.value as LibrarySort)}
        >
          {LIBRARY_SORTS.map((each) => (
            <option key={each} value={each}>
              {LIBRARY_SORT_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Document-type chips: only the types in the loaded list; pressing the active one clears it. */
export function TypeChips({
  types,
  active,
  onToggle,
}: {
  types: readonly string[];
  active: string | null;
  onToggle: (type: string) => void;
}) {
  if (types.length === 0) return null;
  return (
    <div role="group" aria-label="Document type" className="mt-4 flex flex-wrap gap-2">
      {types.map((type) => {
        const isActive = active === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={isActive}
            onClick={() => onToggle(type)}
            className={clsx(
              'min-h-9 rounded-full border px-3 text-sm font-medium',
              isActive
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line-strong bg-white text-ink hover:bg-surface-muted',
            )}
          >
            {type}
          </button>
        );
      })}
    </div>
  );
}
