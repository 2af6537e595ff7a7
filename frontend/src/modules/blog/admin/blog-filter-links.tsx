import clsx from 'clsx';
import Link from 'next/link';

/** One row of filter chips (post state or comment status); the current one is marked for screen readers. */
export function BlogFilterLinks<T extends string>({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: readonly T[];
  current: T;
  hrefFor: (option: T) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Link
          key={option}
          href={hrefFor(option)}
          aria-current={option === current ? 'page' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1 text-sm capitalize',
            option === current
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-line-strong bg-white text-ink hover:bg-brand-50',
          )}
        >
          {option}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A tab's search as a GET form: the state, the order and the tab stay as they are, the search lands in
 * the address and the server renders the list.
 */
export function BlogSearchForm({
  label,
  fieldLabel,
  q,
  clearHref,
  hidden,
}: {
  label: string;
  fieldLabel: string;
  q: string;
  clearHref: string;
  /** The tab, state and order fields the form carries. */
  hidden: readonly [string, string][];
}) {
  return (
    <form
      method="get"
      action="/admin/blog-management"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="field-label min-w-0 flex-1 basis-60">
        {fieldLabel}
        <input className="field-input" type="search" name="q" defaultValue={q} maxLength={200} autoComplete="off" />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {q ? (
          <Link href={clearHref} className="btn-secondary">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
