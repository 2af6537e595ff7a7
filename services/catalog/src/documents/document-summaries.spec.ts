import { statusNameOf, toDocumentSummary, type SummaryRow } from './document-summaries';

const row: SummaryRow = {
  id: '7b0f6a52-1f1e-4c1c-9a43-4f1b7c0e0001',
  slug: 'calculus-notes-7b0f6a',
  title: 'Calculus Notes',
  description: 'Limits and derivatives.',
  price_cents: 1999,
  points_price: 200,
  download_count: 12,
  view_count: 40,
  average_rating: 4.25,
  review_count: 4,
  page_count: 18,
  card_image_path: 'covers/calculus.png',
  status_id: 1,
  created_at: new Date('2026-01-02T03:04:05.000Z'),
  published_at: new Date('2026-01-03T00:00:00.000Z'),
  user_id: 'b7a4f1a0-0000-4000-8000-000000000001',
  type_id: 7,
  type_name: 'Class Notes',
  subject_id: 'c1a4f1a0-0000-4000-8000-000000000002',
  subject_name: 'Mathematics',
  subject_slug: 'mathematics',
  subject_icon: 'sigma',
  subject_color: '#2563eb',
  university_id: 'd1a4f1a0-0000-4000-8000-000000000003',
  university_name: 'University of Oxford',
  university_slug: 'university-of-oxford',
  university_logo: null,
  course_id: 'e1a4f1a0-0000-4000-8000-000000000004',
  course_name: 'Mathematics and Statistics',
  course_slug: 'mathematics-and-statistics',
  course_level: 'postgraduate',
  textbook_id: null,
  textbook_title: null,
  textbook_author: null,
  textbook_slug: null,
  seller_name: 'Ada Lovelace',
  seller_avatar: 'https://example.org/ada.png',
  seller_deleted: false,
};

describe('toDocumentSummary', () => {
  it('turns cents into dollars, the status id into its name and dates into ISO strings', () => {
    const card = toDocumentSummary(row);
    expect(card.price).toBe(19.99);
    expect(card.status).toBe('APPROVED');
    expect(card.created_at).toBe('2026-01-02T03:04:05.000Z');
    expect(card.published_at).toBe('2026-01-03T00:00:00.000Z');
    expect(card.average_rating).toBe(4.25);
  });

  it('nests every relation the row has and leaves the missing ones null', () => {
    const card = toDocumentSummary(row);
    expect(card.document_type).toEqual({ id: 7, name: 'Class Notes' });
    expect(card.subject).toEqual({
      id: row.subject_id,
      name: 'Mathematics',
      slug: 'mathematics',
      icon_name: 'sigma',
      color: '#2563eb',
    });
    expect(card.university).toEqual({
      id: row.university_id,
      name: 'University of Oxford',
      slug: 'university-of-oxford',
      logo_url: null,
    });
    expect(card.course).toEqual({
      id: row.course_id,
      name: 'Mathematics and Statistics',
      slug: 'mathematics-and-statistics',
      level: 'postgraduate',
    });
    expect(card.textbook).toBeNull();
    expect(card.user).toEqual({
      id: row.user_id,
      full_name: 'Ada Lovelace',
      avatar_url: 'https://example.org/ada.png',
    });
  });

  it('shows a seller the read copy does not know yet with an empty name and no avatar', () => {
    const card = toDocumentSummary({ ...row, seller_name: null, seller_avatar: null, seller_deleted: null });
    expect(card.user).toEqual({ id: row.user_id, full_name: '', avatar_url: null });
  });

  it('never shows a deleted seller’s name or avatar', () => {
    const card = toDocumentSummary({ ...row, seller_deleted: true });
    expect(card.user).toEqual({ id: row.user_id, full_name: 'Deleted user', avatar_url: null });
  });

  it('keeps an unpublished document’s publication date null', () => {
    expect(toDocumentSummary({ ...row, status_id: 2, published_at: null })).toMatchObject({
      status: 'PENDING',
      published_at: null,
    });
  });
});

describe('statusNameOf', () => {
  it('names every fixed status id and refuses others', () => {
    expect([1, 2, 3, 4, 5].map(statusNameOf)).toEqual(['APPROVED', 'PENDING', 'DELETED', 'REJECTED', 'SOFT_REJECT']);
    expect(() => statusNameOf(9)).toThrow('unknown document status id 9');
  });
});
