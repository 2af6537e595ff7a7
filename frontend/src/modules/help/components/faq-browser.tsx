'use client';

import clsx from 'clsx';
import { Search } from 'lucide-react';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { ContentBlocks } from '@/modules/content/components/rich-text';
import { FAQ_CATEGORIES, type Faq } from '../faq-content';
import { filterFaqs, type FaqCategoryFilter } from '../faq-filter';

const CHIPS: { id: FaqCategoryFilter; label: string }[] = [{ id: 'all', label: 'All' }, ...FAQ_CATEGORIES];

/** Searchable, filterable FAQ list; entries are native <details> disclosures. */
export function FaqBrowser({ faqs: allFaqs }: { faqs: readonly Faq[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>('all');
  const faqs = useMemo(() => filterFaqs(allFaqs, query, category), [allFaqs, query, category]);
  const trimmed = query.trim();

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        Frequently asked questions
      </h2>
      <div className="mt-6 flex flex-col gap-4">
        <div className="relative max-w-xl">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search frequently asked questions
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search questions, e.g. refund or password"
            className="h-12 w-full rounded-xl border border-line-strong bg-white pr-4 pl-11 text-base text-ink placeholder:text-muted focus:border-brand-600"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {CHIPS.map((chip) => (
            <button
              key={chip.id}
              type="button"
              aria-pressed={category === chip.id}
              onClick={() => setCategory(chip.id)}
              className={clsx(
                'min-h-10 rounded-full border px-4 text-sm font-medium transition-colors',
                category === chip.id
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line-strong bg-white text-ink hover:bg-brand-50',
              )}
            >
              {chip.label}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="mt-6 text-sm text-muted">
        {faqs.length === 1 ? '1 question' : `${faqs.length} questions`}
        {trimmed ? ` matching "${trimmed}"` : ''}
      </p>
      {faqs.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-line bg-surface-muted p-6">
          <p className="font-semibold text-ink">No questions match your search.</p>
          <p className="mt-1 text-sm text-muted">
            Try other words or another category, or{' '}
            <Link href="/contact" className="link">
              ask our support team
            </Link>
            .
          </p>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="faq-list">
          {faqs.map((faq) => (
            <li key={faq.id}>
              <details className="group rounded-2xl border border-line bg-white open:shadow-sm">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-base font-semibold text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <span aria-hidden="true" className="text-xl leading-none text-brand-700 group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="prose-content px-5 pb-5 text-muted [&>p:first-child]:mt-0">
                  <ContentBlocks blocks={faq.answer} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
