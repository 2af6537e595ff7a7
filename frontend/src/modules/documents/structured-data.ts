import type { DocumentDetail, DocumentReviewResponse } from '@studyhub/contracts';

/** Reviews repeated in the structured data; search engines use a handful, not the whole list. */
const STRUCTURED_REVIEWS = 5;

/**
 * schema.org description of a document page for search engines (JSON-LD): a Product whose offer
 * is the document's price in USD, with its rating and a few reviews when it has them.
 */
export function documentStructuredData(
  document: DocumentDetail,
  pageUrl: string,
  reviews: readonly DocumentReviewResponse[] = [],
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, pageUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${pageUrl}#document`,
    sku: document.id,
    name: document.title,
    description: document.description || `${document.document_type.name} on Studyhub`,
    url: pageUrl,
    category: document.document_type.name,
    ...(document.card_image_path ? { image: absolute(document.card_image_path) } : {}),
    brand: { '@type': 'Brand', name: 'Studyhub' },
    ...(document.subject ? { keywords: document.subject.name } : {}),
    offers: {
      '@type': 'Offer',
      price: document.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      ...(document.user.full_name ? { seller: { '@type': 'Person', name: document.user.full_name } } : {}),
    },
    ...(document.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(document.average_rating.toFixed(2)),
            reviewCount: document.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.slice(0, STRUCTURED_REVIEWS).map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.user.full_name || 'Studyhub student' },
            datePublished: review.created_at.slice(0, 10),
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
  };
}

/** JSON for a <script> tag: `<` escaped so a title can never close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
