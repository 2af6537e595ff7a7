'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import type { SubjectResponse } from '@studyhub/contracts';
import { documentCountLabel, filterSubjects } from '../subject-filter';
import { SubjectIconTile } from './subject-icon-tile';

/**
 * The filter box and the subject tiles. The list narrows as the visitor types and the text is kept
 * in the URL (`?q=`) without a round trip; without JavaScript the form submits the same parameter
 * and the server filters.
 */
export function SubjectsBrowser({ subjects, initialFilter }: { subjects: SubjectResponse[]; initialFilter: string }) {
  const [filter, setFilter] = useState(initialFilter);
  const statusId = useId();
  const shown = filterSubjects(subjects, filter);

  function changeFilter(text: string) {
    setFilter(text);
    const url = new URL(window.location.href);
    if (text.trim()) url.searchParams.set('q', text.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }

  return (
    <>
      <form
        method="get"
        action="/subjects"
        role="search"
        className="mt-6 max-w-md"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="field-label">
          Find a subject
          <input
            className="field-input"
            type="search"
            name="q"
            value={filter}
            onChange={(event) => changeFilter(event.target.value)}
            placeholder="Name or acronym, e.g. Biology or CS"
            aria-describedby={statusId}
          />
        </label>
      </form>
      <p id={statusId} className="mt-3 text-sm text-muted" aria-live="polite" data-testid="subject-count">
        {shown.length} {shown.length === 1 ? 'subject' : 'subjects'}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line-strong p-10 text-center text-muted">
          No subjects match “{filter.trim()}”.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="subjects">
          {shown.map((subject) => (
            <li key={subject.id}>
              <Link
                href={`/subjects/${subject.slug}`}
                className="flex h-full items-start gap-3 rounded-2xl border border-line bg-white p-4 transition hover:border-brand-300 hover:shadow-md"
              >
                <SubjectIconTile iconName={subject.icon_name} color={subject.color} />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{subject.name}</span>
                  <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                    {subject.acronym}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{documentCountLabel(subject.document_count)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
