import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { DocumentDetail, DocumentReviewResponse, DocumentSummary } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { siteOrigin } from '@/modules/catalog/server/site-url';
import { hasSession } from '@/modules/catalog/server/viewer';
import { DocumentDetailView } from '@/modules/documents/views/document-detail-view';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';

type Params = { params: Promise<{ slug: string }> };

/** Reviews shown on the page, newest first. */
const REVIEWS_SHOWN = 20;
const DESCRIPTION_LENGTH = 160;

/** One request per render: the metadata and the page share it. */
const loadDocument = cache((slug: string) => fetchCatalog<DocumentDetail>(`/documents/${encodeURIComponent(slug)}`));

function summaryOf(document: DocumentDetail): string {
  const text = document.description.replace(/\s+/g, ' ').trim();
  if (!text)
    return `${document.document_type.name}${document.subject ? ` for ${document.subject.name}` : ''} on Studyhub.`;
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const result = await loadDocument((await params).slug);
  if (!result.ok) return missingPageMetadata('Document not found');
  const document = result.data;
  const metadata = await catalogPageMetadata({
    title: document.title,
    description: summaryOf(document),
    path: `/documents/${document.slug}`,
    image: document.card_image_path,
  });
  // The owner's view of a document under review is not a public page.
  return document.status === 'APPROVED' ? metadata : { ...metadata, robots: { index: false } };
}

export default async function DocumentPage({ params }: Params) {
  const { slug } = await params;
  const result = await loadDocument(slug);
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) notFound();
    throw new Error(result.message);
  }
  const document = result.data;
  const [related, reviews, signedIn, origin] = await Promise.all([
    fetchCatalog<DocumentSummary[]>(`/documents/${document.id}/related`),
    fetchCatalog<DocumentReviewResponse[]>(`/documents/${document.id}/reviews?limit=${REVIEWS_SHOWN}`),
    hasSession(),
    siteOrigin(),
  ]);
  return (
    <DocumentDetailView
      document={document}
      related={related.ok ? related.data : []}
      reviews={reviews.ok ? reviews.data : []}
      reviewTotal={reviews.ok ? (reviews.meta?.total ?? reviews.data.length) : 0}
      signedIn={signedIn}
      pageUrl={`${origin}/documents/${document.slug}`}
    />
  );
}
