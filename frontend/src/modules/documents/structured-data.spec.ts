import type { DocumentDetail, DocumentReviewResponse } from '@studyhub/contracts';
import { documentStructuredData, scriptSafeJson } from './structured-data';

const PAGE = 'https://studyhub.example/documents/calculus-notes';

const document = {
  id: 'd1',
  title: 'Calculus </script> Notes',
  description: 'Limits and derivatives',
  price: 4.99,
  review_count: 2,
  average_rating: 4.456,
  card_image_path: '/api/storage/cover-images/x/cover.webp',
  document_type: { id: 7, name: 'Class Notes' },
  subject: { id: 's1', name: 'Mathematics', slug: 'mathematics', icon_name: 'calculator', color: '#2563eb' },
  user: { id: 'u1', full_name: 'Demo Seller', avatar_url: null },
} as DocumentDetail;

function review(index: number): DocumentReviewResponse {
  return {
    id: `r${index}`,
    rating: 5 - (index % 3),
    comment: index === 0 ? '' : `Review ${index}`,
    created_at: `2026-0${(index % 9) + 1}-02T10:00:00.000Z`,
    user: { id: `u${index}`, full_name: index === 1 ? '' : `Reader ${index}`, avatar_url: null },
  };
}

describe('documentStructuredData', () => {
  it('is a Product offered in USD at the document price, with absolute URLs', () => {
    const data = documentStructuredData(document, PAGE);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: document.title,
      category: 'Class Notes',
      keywords: 'Mathematics',
      url: PAGE,
      image: 'https://studyhub.example/api/storage/cover-images/x/cover.webp',
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '4.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: PAGE,
      seller: { '@type': 'Person', name: 'Demo Seller' },
    });
  });

  it('offers a free document at 0.00', () => {
    expect(documentStructuredData({ ...document, price: 0 }, PAGE).offers).toMatchObject({ price: '0.00' });
  });

  it('rates on the 1 to 5 scale, rounded to two decimals', () => {
    expect(documentStructuredData(document, PAGE).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.46,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves rating, reviews and image out when there are none', () => {
    const data = documentStructuredData({ ...document, review_count: 0, card_image_path: null }, PAGE);
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
    expect(data.image).toBeUndefined();
  });

  it('repeats at most five reviews, with a name for anonymous reviewers and no empty bodies', () => {
    const reviews = Array.from({ length: 8 }, (_, index) => review(index));
    const data = documentStructuredData(document, PAGE, reviews) as { review: Record<string, unknown>[] };
    expect(data.review).toHaveLength(5);
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: 'Reader 0' },
      datePublished: '2026-01-02',
    });
    expect(data.review[1]).toMatchObject({ author: { name: 'Studyhub student' }, reviewBody: 'Review 1' });
  });

  it('describes a document without a description by its type', () => {
    expect(documentStructuredData({ ...document, description: '' }, PAGE).description).toBe('Class Notes on Studyhub');
  });
});

describe('scriptSafeJson', () => {
  it('never lets a title close the script tag, and stays valid JSON', () => {
    const json = scriptSafeJson(documentStructuredData(document, PAGE));
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json) as { name: string }).name).toBe(document.title);
  });
});
