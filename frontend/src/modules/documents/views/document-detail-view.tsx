import { Clock, Download, Eye, FileText, Star } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DocumentDetail, DocumentReviewResponse, DocumentSummary } from '@studyhub/contracts';
import { DocumentCard } from '@/modules/catalog/components/document-card';
import { PersonAvatar } from '@/modules/catalog/components/person-avatar';
import { priceBadge } from '@/modules/catalog/price-badge';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { ReportDocumentButton } from '@/modules/reports/components/report-document-button';
import { DocumentActions } from '../components/document-actions';
import { DocumentPreview } from '../components/document-preview';
import { DocumentReviews } from '../components/document-reviews';
import { documentStructuredData, scriptSafeJson } from '../structured-data';

const STATUS_NOTICES: Record<string, string> = {
  PENDING: 'This document is waiting for review. Only you can see it until it is approved.',
  REJECTED: 'This document was rejected and is not listed.',
  SOFT_REJECT: 'Changes were requested before this document can be listed.',
  DELETED: 'This document was removed and is not listed.',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** /documents/{slug}: preview, facts, price, actions, reviews and related documents. */
export function DocumentDetailView({
  document,
  related,
  reviews,
  reviewTotal,
  signedIn,
  pageUrl,
}: {
  document: DocumentDetail;
  related: DocumentSummary[];
  reviews: DocumentReviewResponse[];
  reviewTotal: number;
  signedIn: boolean;
  pageUrl: string;
}) {
  const badge = priceBadge(document, signedIn);
  const statusNotice = document.status === 'APPROVED' ? null : STATUS_NOTICES[document.status];
  return (
    <div className="page-container py-10">
      {document.status === 'APPROVED' ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(documentStructuredData(document, pageUrl, reviews)) }}
        />
      ) : null}
      <Breadcrumbs
        trail={[
          { label: 'Documents', href: '/documents' },
          ...(document.subject ? [{ label: document.subject.name, href: `/subjects/${document.subject.slug}` }] : []),
          { label: document.title, href: `/documents/${document.slug}` },
        ]}
      />
      {statusNotice ? (
        <p role="status" className="mt-4 rounded-xl bg-accent-100 p-4 text-sm text-accent-800">
          {statusNotice}
        </p>
      ) : null}
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <Link
            href={`/documents?document_type_id=${document.document_type.id}`}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
            data-testid="document-type"
          >
            <FileText aria-hidden="true" className="h-3.5 w-3.5" />
            {document.document_type.name}
          </Link>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{document.title}</h1>
          <ul className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted" aria-label="At a glance">
            <li className="flex items-center gap-1">
              <Star aria-hidden="true" className="h-4 w-4 fill-accent-300 text-accent-300" />
              {document.review_count > 0
                ? `${document.average_rating.toFixed(1)} (${document.review_count} ${document.review_count === 1 ? 'review' : 'reviews'})`
                : 'No reviews yet'}
            </li>
            <li className="flex items-center gap-1">
              <Download aria-hidden="true" className="h-4 w-4" />
              {document.download_count.toLocaleString('en-US')} downloads
            </li>
            <li className="flex items-center gap-1">
              <Eye aria-hidden="true" className="h-4 w-4" />
              {document.view_count.toLocaleString('en-US')} views
            </li>
            {document.page_count ? (
              <li className="flex items-center gap-1">
                <FileText aria-hidden="true" className="h-4 w-4" />
                {document.page_count} {document.page_count === 1 ? 'page' : 'pages'}
              </li>
            ) : null}
          </ul>
          <DocumentPreview document={document} signedIn={signedIn} />
          <section aria-labelledby="about-heading" className="mt-8">
            <h2 id="about-heading" className="text-lg font-semibold text-ink">
              About this document
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink">{document.description || 'No description.'}</p>
          </section>
          <DocumentReviews
            documentId={document.id}
            reviews={reviews}
            total={reviewTotal}
            canReview={document.can_review}
          />
        </div>
        <aside className="space-y-6" aria-label="Price and details">
          <div className="rounded-2xl border border-line p-6 shadow-sm">
            <p className="text-2xl font-bold text-ink" data-testid="price-badge" data-kind={badge.kind}>
              {badge.label}
            </p>
            {badge.kind === 'type' ? (
              <p className="mt-1 text-sm text-muted">
                <Link href={`/login?returnUrl=${encodeURIComponent(`/documents/${document.slug}`)}`} className="link">
                  Log in
                </Link>{' '}
                to see the price in points.
              </p>
            ) : null}
            <div className="mt-4">
              <DocumentActions key={document.id} document={document} signedIn={signedIn} />
            </div>
            {document.status === 'APPROVED' && !document.is_owner ? (
              <div className="mt-3 flex justify-end">
                <ReportDocumentButton documentId={document.id} slug={document.slug} signedIn={signedIn} />
              </div>
            ) : null}
          </div>
          <dl className="space-y-3 rounded-2xl border border-line p-6 text-sm" data-testid="document-facts">
            {document.subject ? (
              <Fact label="Subject">
                <Link href={`/subjects/${document.subject.slug}`} className="link">
                  {document.subject.name}
                </Link>
              </Fact>
            ) : null}
            {document.university ? (
              <Fact label="University">
                <Link href={`/universities/${document.university.slug}`} className="link">
                  {document.university.name}
                </Link>
              </Fact>
            ) : null}
            {document.course && document.university ? (
              <Fact label="Course">
                <Link
                  href={`/universities/${document.university.slug}/courses/${document.course.slug}`}
                  className="link"
                >
                  {document.course.name}
                </Link>
              </Fact>
            ) : null}
            {document.textbook ? (
              <Fact label="Textbook">
                <Link href={`/textbooks/${document.textbook.slug}`} className="link">
                  {document.textbook.title}
                </Link>{' '}
                <span className="text-muted">by {document.textbook.author}</span>
              </Fact>
            ) : null}
            {document.page_count ? <Fact label="Pages">{document.page_count}</Fact> : null}
            {document.published_at ? (
              <Fact label="Published">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="h-4 w-4 text-muted" />
                  <time dateTime={document.published_at}>{dateFormat.format(new Date(document.published_at))}</time>
                </span>
              </Fact>
            ) : null}
            <Fact label="Shared by">
              <span className="mt-1 flex items-center gap-2" data-testid="seller">
                <PersonAvatar person={document.user} />
                {document.user.full_name || 'Studyhub seller'}
              </span>
            </Fact>
          </dl>
        </aside>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-xl font-semibold text-ink">
            Related documents
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="related-documents">
            {related.map((item) => (
              <li key={item.id}>
                <DocumentCard
                  document={item}
                  signedIn={signedIn}
                  href={`/documents/${item.slug}`}
                  buttonLabel="Preview"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
