import type { SubjectResponse, TextbookResponse } from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';
import type { CatalogResult } from '@/modules/catalog/server/catalog-fetch';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { TextbookGrid } from '../components/textbook-grid';
import { TEXTBOOK_SORT_LABELS, TEXTBOOK_SORTS, textbookListHref, type TextbookQuery } from '../textbook-query';
import { SelectField } from '@/modules/forms/components/select-field';

export const TEXTBOOK_PAGE_SIZE = 12;

/** /textbooks: search over title, author and description, a subject filter, a sort and pages. */
export function TextbooksView({
  query,
  textbooks,
  subjects,
}: {
  query: TextbookQuery;
  textbooks: CatalogResult<TextbookResponse[]>;
  subjects: SubjectResponse[];
}) {
  const total = textbooks.ok ? (textbooks.meta?.total ?? textbooks.data.length) : 0;
  return (
    <div className="page-container py-10">
      <Breadcrumbs trail={[{ label: 'Textbooks', href: '/textbooks' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Textbooks</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Study guides, chapter summaries and solutions for the textbooks your courses use.
      </p>
      <form
        method="get"
        action="/textbooks"
        role="search"
        aria-label="Search textbooks"
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <label className="field-label">
          Title, author or topic
          <input className="field-input" type="search" name="q" defaultValue={query.q ?? ''} />
        </label>
        <SelectField label="Subject" name="subject_id" defaultValue={query.subject_id ?? ''}>
          <option value="">All subjects</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort by" name="sort" defaultValue={query.sort ?? 'title'}>
          {TEXTBOOK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {TEXTBOOK_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Search
          </button>
        </div>
      </form>
      {!textbooks.ok ? (
        <p role="alert" className="mt-8 rounded-xl bg-danger-50 p-4 text-danger">
          {textbooks.message}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="result-count" aria-live="polite">
            {total.toLocaleString('en-US')} {total === 1 ? 'result' : 'results'}
          </p>
          {textbooks.data.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-line-strong p-10 text-center text-muted">
              No textbooks match your search.
            </p>
          ) : (
            <TextbookGrid textbooks={textbooks.data} />
          )}
          <Pagination
            page={query.page}
            pageCount={pageCountOf(total, TEXTBOOK_PAGE_SIZE)}
            hrefFor={(page) => textbookListHref(query, { page })}
            label="Textbook pages"
          />
        </>
      )}
    </div>
  );
}
