import Link from 'next/link';
import type { DocumentSummary } from '@studyhub/contracts';
import { DocumentCard } from '@/modules/catalog/components/document-card';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';

/** The spec's empty text for document lists (section 2, Library). */
export const NO_DOCUMENTS_TEXT = 'No documents found matching your criteria.';

/** A counted, paged grid of public documents (cards link to the public detail page). */
export function DocumentResults({
  documents,
  total,
  page,
  limit,
  signedIn,
  hrefFor,
  emptyText = NO_DOCUMENTS_TEXT,
}: {
  documents: DocumentSummary[];
  total: number;
  page: number;
  limit: number;
  signedIn: boolean;
  hrefFor: (page: number) => string;
  emptyText?: string;
}) {
  const pageCount = pageCountOf(total, limit);
  const isPastTheEnd = documents.length === 0 && total > 0;
  return (
    <section aria-label="Documents">
      <p className="text-sm text-muted" data-testid="result-count" aria-live="polite">
        {total.toLocaleString('en-US')} {total === 1 ? 'result' : 'results'}
      </p>
      {isPastTheEnd ? (
        <EmptyState
          title={`There is no page ${page}.`}
          description={`These results end on page ${pageCount}.`}
          action={
            <Link href={hrefFor(1)} className="btn-secondary">
              Go to the first page
            </Link>
          }
        />
      ) : documents.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <ul
          className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="document-results"
        >
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentCard
                document={document}
                signedIn={signedIn}
                href={`/documents/${document.slug}`}
                buttonLabel="Preview"
              />
            </li>
          ))}
        </ul>
      )}
      {isPastTheEnd ? null : <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />}
    </section>
  );
}
