'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import {
  dateRangeError,
  hasActiveFilters,
  HISTORY_TYPE_OPTIONS,
  readCalendarDate,
  type HistoryFilters,
  type HistoryType,
} from '../history-filters';

/** Type and date range of the history; applying starts again on the first page. */
export function HistoryFilterForm({
  filters,
  resetHref,
  onApply,
}: {
  filters: HistoryFilters;
  resetHref: string;
  onApply: (filters: HistoryFilters) => void;
}) {
  const [type, setType] = useState<HistoryType>(filters.type);
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: readCalendarDate(from), to: readCalendarDate(to) };
    const problem = dateRangeError(range.from, range.to);
    setError(problem);
    if (!problem) onApply({ type, ...range, page: 1 });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Filter transactions"
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
      noValidate
    >
      <SelectField label="Type" value={type} onChange={(event) => setType(event.target.value as HistoryType)}>
        {HISTORY_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        error={error}
        onChange={(event) => setTo(event.target.value)}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:mt-6">
        <button type="submit" className="btn-primary">
          Apply
        </button>
        {hasActiveFilters(filters) ? (
          <Link href={resetHref} className="btn-ghost" scroll={false}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
