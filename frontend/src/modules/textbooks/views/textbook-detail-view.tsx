import Link from 'next/link';
import type { TextbookResponse } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { DocumentsSection } from '@/modules/taxonomy/components/documents-section';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { RatingStars } from '../components/rating-stars';
import { textbookFacts } from '../textbook-facts';

/** /textbooks/{slug}: the book's cover and facts, and the documents written for it. */
export function TextbookDetailView({ book, searchParams }: { book: TextbookResponse; searchParams: SearchParams }) {
  const path = `/textbooks/${book.slug}`;
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Textbooks', href: '/textbooks' },
          { label: book.title, href: path },
        ]}
      />
      <div className="mt-6 grid gap-8 md:grid-cols-[12rem_1fr]">
        <CoverImage
          src={book.cover_image}
          alt={`Cover of ${book.title}`}
          className="aspect-[3/4] w-48 rounded-xl border border-line bg-surface-muted object-cover"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{book.title}</h1>
          <p className="mt-1 text-lg text-muted">by {book.author}</p>
          <div className="mt-3">
            <RatingStars rating={book.rating} />
          </div>
          <dl className="mt-5 grid max-w-2xl gap-x-8 gap-y-2 text-sm sm:grid-cols-2" data-testid="textbook-facts">
            {textbookFacts(book).map((fact) => (
              <div key={fact.label} className="flex gap-2">
                <dt className="text-muted">{fact.label}</dt>
                <dd className="font-medium text-ink">{fact.value}</dd>
              </div>
            ))}
            {book.subject ? (
              <div className="flex gap-2">
                <dt className="text-muted">Subject</dt>
                <dd>
                  <Link href={`/subjects/${book.subject.slug}`} className="link">
                    {book.subject.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
          {book.description ? <p className="mt-5 max-w-3xl leading-7 text-ink">{book.description}</p> : null}
        </div>
      </div>
      <DocumentsSection
        scope={{ textbook_id: book.id }}
        basePath={path}
        searchParams={searchParams}
        heading="Documents for this textbook"
      />
    </div>
  );
}
