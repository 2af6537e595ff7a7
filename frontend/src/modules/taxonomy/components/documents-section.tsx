import type { DocumentSummary, DocumentTypeResponse } from '@studyhub/contracts';
import { SORT_LABELS, documentFiltersQuery, parseDocumentFilters } from '@/modules/catalog/document-filters';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { hasSession } from '@/modules/catalog/server/viewer';
import { DocumentResults } from '@/modules/documents/components/document-results';
import { hrefWith, pageValue, paramsToKeep, type SearchParams } from '../search-params';
import { SelectField } from '@/modules/forms/components/select-field';

const PAGE_SIZE = 12;
const FORM_FIELDS = ['q', 'document_type_id', 'sort', 'page'] as const;
const SORTS = ['newest', 'downloads', 'rating', 'price_asc', 'price_desc'] as const;

/**
 * The approved documents of one subject, textbook, university or course: a text search, type and
 * sort, an exact count and pages, all in the URL. Other parameters of the page (such as the course
 * list's page) survive every link and form submit.
 */
export async function DocumentsSection({
  scope,
  basePath,
  searchParams,
  heading = 'Documents',
  emptyText,
}: {
  /** The fixed filter of the page, e.g. `{ subject_id }`; the URL cannot widen it. */
  scope: { subject_id?: string; textbook_id?: string; university_id?: string; course_id?: string };
  basePath: string;
  searchParams: SearchParams;
  heading?: string;
  emptyText?: string;
}) {
  const filters = { ...parseDocumentFilters(searchParams), ...scope };
  const [result, types, signedIn] = await Promise.all([
    fetchCatalog<DocumentSummary[]>(`/documents${documentFiltersQuery(filters, {}, PAGE_SIZE)}`),
    fetchCatalog<DocumentTypeResponse[]>('/document-types', { revalidate: 300 }),
    hasSession(),
  ]);
  return (
    <section aria-labelledby="documents-heading" className="mt-12" data-testid="documents-section">
      <h2 id="documents-heading" className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      <form
        method="get"
        action={basePath}
        aria-label={`Filter ${heading.toLowerCase()}`}
        className="mt-4 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        {paramsToKeep(searchParams, FORM_FIELDS).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="field-label">
          Search these documents
          <input className="field-input" type="search" name="q" defaultValue={filters.q ?? ''} />
        </label>
        <SelectField label="Type" name="document_type_id" defaultValue={filters.document_type_id ?? ''}>
          <option value="">All types</option>
          {(types.ok ? types.data : []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort by" name="sort" defaultValue={filters.sort ?? ''}>
          <option value="">{filters.q ? SORT_LABELS.relevance : SORT_LABELS.newest}</option>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Apply
          </button>
        </div>
      </form>
      <div className="mt-6">
        {result.ok ? (
          <DocumentResults
            documents={result.data}
            total={result.meta?.total ?? result.data.length}
            page={filters.page}
            limit={PAGE_SIZE}
            signedIn={signedIn}
            hrefFor={(page) => hrefWith(basePath, searchParams, { page: pageValue(page) })}
            {...(emptyText ? { emptyText } : {})}
          />
        ) : (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger">
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
