import { MessageCircleQuestion } from 'lucide-react';
import Link from 'next/link';
import type { DocumentSummary, HomeworkQuestionResponse } from '@studyhub/contracts';
import {
  BROWSE_SORTS,
  DOCUMENTS_PAGE_SIZE,
  SORT_LABELS,
  documentFiltersQuery,
  type DocumentFilters,
} from '@/modules/catalog/document-filters';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { hasSession } from '@/modules/catalog/server/viewer';
import { DocumentResults } from '../components/document-results';
import { SelectField } from '@/modules/forms/components/select-field';

/** Matching questions shown beside the documents; the homework helper has the rest. */
const QUESTIONS_LIMIT = 5;

function SearchForm({ filters }: { filters: DocumentFilters }) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Search documents and questions"
      className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 md:grid-cols-[3fr_1fr_auto]"
    >
      <label className="field-label">
        Search
        <input
          className="field-input"
          type="search"
          name="q"
          required
          maxLength={200}
          defaultValue={filters.q ?? ''}
          placeholder="A course, a topic or a title"
        />
      </label>
      <SelectField label="Sort by" name="sort" defaultValue={filters.sort ?? ''}>
        <option value="">{SORT_LABELS.relevance}</option>
        {BROWSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <button type="submit" className="btn-primary w-full">
          Search
        </button>
      </div>
    </form>
  );
}

/** /search?q=: documents by relevance with an exact total, and matching public homework questions. */
export async function SearchView({ filters }: { filters: DocumentFilters }) {
  const q = filters.q;
  if (!q) {
    return (
      <div className="page-container py-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Search</h1>
        <p className="mt-2 text-muted">Find documents and homework questions by course, topic or title.</p>
        <SearchForm filters={filters} />
      </div>
    );
  }
  // Only the text and the sort belong to this page; the browse page has the other filters.
  const scoped: DocumentFilters = { q, page: filters.page, ...(filters.sort ? { sort: filters.sort } : {}) };
  const [documents, questions, signedIn] = await Promise.all([
    fetchCatalog<DocumentSummary[]>(`/documents${documentFiltersQuery(scoped, {}, DOCUMENTS_PAGE_SIZE)}`),
    fetchCatalog<HomeworkQuestionResponse[]>(`/homework-questions?q=${encodeURIComponent(q)}&limit=${QUESTIONS_LIMIT}`),
    hasSession(),
  ]);
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Results for “{q}”</h1>
      <SearchForm filters={scoped} />
      <p className="mt-3 text-sm text-muted">
        Narrow these down by type, subject, university or course on{' '}
        <Link href={`/documents${documentFiltersQuery({ q, page: 1 })}`} className="link">
          the document browser
        </Link>
        .
      </p>
      <div className="mt-8">
        {documents.ok ? (
          <DocumentResults
            documents={documents.data}
            total={documents.meta?.total ?? documents.data.length}
            page={scoped.page}
            limit={DOCUMENTS_PAGE_SIZE}
            signedIn={signedIn}
            hrefFor={(page) => `/search${documentFiltersQuery(scoped, { page })}`}
            emptyText={`No results found for "${q}"`}
          />
        ) : (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger">
            {documents.message}
          </p>
        )}
      </div>
      {questions.ok && questions.data.length > 0 ? (
        <section aria-labelledby="questions-heading" className="mt-12">
          <h2 id="questions-heading" className="text-xl font-semibold text-ink">
            Homework questions
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line" data-testid="question-results">
            {questions.data.map((question) => (
              <li key={question.id} className="flex gap-3 p-4">
                <MessageCircleQuestion aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div>
                  <Link href={`/ai-homework-helper/${question.slug}`} className="link">
                    {question.question}
                  </Link>
                  {question.subject ? <p className="mt-1 text-sm text-muted">{question.subject.name}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
