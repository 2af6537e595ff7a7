import {
  activeType,
  cardTarget,
  clampPage,
  countLabel,
  documentsForTab,
  libraryViewQuery,
  pageCount,
  pageOf,
  parseLibraryView,
  presentTypes,
  tabAfterKey,
  tabCount,
  toggleType,
  visibleDocuments,
  type LibraryDocument,
} from './library-rules';

function doc(overrides: Partial<LibraryDocument>): LibraryDocument {
  return {
    id: 'id',
    slug: 'slug',
    title: 'Title',
    description: '',
    price: 1,
    points_price: 10,
    download_count: 0,
    view_count: 0,
    average_rating: 0,
    review_count: 0,
    page_count: null,
    card_image_path: null,
    status: 'APPROVED',
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    document_type: { id: 7, name: 'Class Notes' },
    subject: null,
    university: null,
    course: null,
    textbook: null,
    user: { id: 'u', full_name: 'U', avatar_url: null },
    relation: 'none',
    is_bookmarked: false,
    last_viewed_at: null,
    progress: null,
    moderation_reason: null,
    processing_error: null,
    ...overrides,
  };
}

const docs = [
  doc({
    id: 'a',
    title: 'Organic Chemistry',
    published_at: '2026-03-01T00:00:00.000Z',
    download_count: 5,
    price: 4,
    average_rating: 3,
  }),
  doc({
    id: 'b',
    title: 'Linear Algebra',
    description: 'Eigenvalues and CHEMISTRY of matrices',
    published_at: '2026-05-01T00:00:00.000Z',
    download_count: 50,
    price: 0,
    average_rating: 5,
    document_type: { id: 1, name: 'Past Exams' },
  }),
  doc({
    id: 'c',
    title: 'Bio Notes',
    published_at: '2026-04-01T00:00:00.000Z',
    download_count: 20,
    price: 9,
    average_rating: 4,
  }),
];
const view = parseLibraryView(new URLSearchParams());

describe('library rules', () => {
  it('sorts by date descending by default, and by the other sorts', () => {
    expect(visibleDocuments(docs, view).map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(visibleDocuments(docs, { ...view, sort: 'downloads' }).map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(visibleDocuments(docs, { ...view, sort: 'title' }).map((d) => d.id)).toEqual(['c', 'b', 'a']);
    expect(visibleDocuments(docs, { ...view, sort: 'price' }).map((d) => d.id)).toEqual(['b', 'a', 'c']);
    expect(visibleDocuments(docs, { ...view, sort: 'rating' }).map((d) => d.id)).toEqual(['b', 'c', 'a']);
  });

  it('searches title or description, case-insensitive', () => {
    expect(visibleDocuments(docs, { ...view, search: 'chemistry' }).map((d) => d.id)).toEqual(['b', 'a']);
  });

  it('offers chips only for present types, and clicking the active chip clears it', () => {
    expect(presentTypes(docs)).toEqual(['Past Exams', 'Class Notes']);
    expect(presentTypes([])).toEqual([]);
    expect(activeType(presentTypes(docs), 'Past Exams')).toBe('Past Exams');
    expect(activeType(presentTypes(docs), 'Flashcards')).toBeNull();
    expect(visibleDocuments(docs, { ...view, type: 'Past Exams' }).map((d) => d.id)).toEqual(['b']);
    expect(toggleType('Past Exams', 'Past Exams')).toBeNull();
    expect(toggleType(null, 'Past Exams')).toBe('Past Exams');
  });

  it('pages by 12 and labels the count', () => {
    const many = Array.from({ length: 30 }, (_, index) => index);
    expect(pageOf(many, 3)).toEqual(many.slice(24));
    expect(pageOf(many, 1)).toHaveLength(12);
    expect(pageCount(30)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(clampPage(9, 30)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 30)).toBe(2);
    expect(countLabel(1)).toBe('1 result');
    expect(countLabel(2)).toBe('2 results');
    expect(countLabel(0)).toBe('0 results');
  });

  it('routes cards: held or on My Uploads to the dashboard, others to the public page', () => {
    expect(cardTarget(doc({ relation: 'owned' }), 'all')).toEqual({
      href: '/dashboard/documents/slug',
      buttonLabel: 'View Document',
    });
    expect(cardTarget(doc({ relation: 'purchased' }), 'saved')).toEqual({
      href: '/dashboard/documents/slug',
      buttonLabel: 'View Document',
    });
    expect(cardTarget(doc({ relation: 'none' }), 'saved')).toEqual({ href: '/documents/slug', buttonLabel: 'Preview' });
    expect(cardTarget(doc({ relation: 'none' }), 'uploads')).toEqual({
      href: '/dashboard/documents/slug',
      buttonLabel: 'Preview',
    });
  });

  it('keeps the view in the URL, leaving defaults out', () => {
    const parsed = parseLibraryView(new URLSearchParams('tab=saved&document_type=Past+Exams&sort=title&q=bio&page=2'));
    expect(libraryViewQuery(parsed)).toBe('?tab=saved&document_type=Past+Exams&sort=title&q=bio&page=2');
    expect(libraryViewQuery(view)).toBe('');
    expect(parseLibraryView(new URLSearchParams('tab=bogus&sort=nope')).tab).toBe('all');
    // The dashboard's password-recovery notice owns `type`.
    expect(parseLibraryView(new URLSearchParams('type=recovery')).type).toBeNull();
  });

  it('reads an unusable page number as the first page', () => {
    for (const page of ['0', '-3', 'two', '']) {
      expect(parseLibraryView(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(parseLibraryView(new URLSearchParams('document_type=%20%20')).type).toBeNull();
  });

  it('shows documents that are not approved only on My Uploads', () => {
    const pending = doc({ id: 'p', status: 'PENDING', relation: 'owned' });
    const rejected = doc({ id: 'r', status: 'REJECTED', relation: 'owned' });
    const mixed = [...docs, pending, rejected];
    expect(documentsForTab(mixed, 'uploads').map((d) => d.id)).toEqual(['a', 'b', 'c', 'p', 'r']);
    for (const tab of ['all', 'purchased', 'saved', 'recent'] as const) {
      expect(documentsForTab(mixed, tab).map((d) => d.id)).toEqual(['a', 'b', 'c']);
    }
  });

  it('sorts Recently Viewed by when each was viewed', () => {
    const viewed = [
      doc({ id: 'old', published_at: '2026-06-01T00:00:00.000Z', last_viewed_at: '2026-07-01T00:00:00.000Z' }),
      doc({ id: 'new', published_at: '2026-01-01T00:00:00.000Z', last_viewed_at: '2026-08-01T00:00:00.000Z' }),
    ];
    expect(visibleDocuments(viewed, { ...view, tab: 'recent' }).map((d) => d.id)).toEqual(['new', 'old']);
    expect(visibleDocuments(viewed, view).map((d) => d.id)).toEqual(['old', 'new']);
  });

  it('breaks sort ties by date, newest first, and sorts titles without regard to case', () => {
    const tied = [
      doc({ id: 'x', title: 'beta', published_at: '2026-01-01T00:00:00.000Z', download_count: 3 }),
      doc({ id: 'y', title: 'Alpha', published_at: '2026-02-01T00:00:00.000Z', download_count: 3 }),
    ];
    expect(visibleDocuments(tied, { ...view, sort: 'downloads' }).map((d) => d.id)).toEqual(['y', 'x']);
    expect(visibleDocuments(tied, { ...view, sort: 'title' }).map((d) => d.id)).toEqual(['y', 'x']);
    const unpublished = doc({ id: 'u', published_at: null, created_at: '2026-09-01T00:00:00.000Z' });
    expect(visibleDocuments([...tied, unpublished], view).map((d) => d.id)).toEqual(['u', 'y', 'x']);
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    expect(tabAfterKey('all', 'ArrowRight')).toBe('uploads');
    expect(tabAfterKey('all', 'ArrowLeft')).toBe('recent');
    expect(tabAfterKey('recent', 'ArrowRight')).toBe('all');
    expect(tabAfterKey('saved', 'Home')).toBe('all');
    expect(tabAfterKey('uploads', 'End')).toBe('recent');
    expect(tabAfterKey('uploads', 'Enter')).toBeNull();
  });

  it('reads each tab its count', () => {
    const counts = { all: 9, uploads: 4, purchasedCount: 3, savedCount: 2, viewedCount: 1 };
    expect(['all', 'uploads', 'purchased', 'saved', 'recent'].map((tab) => tabCount(counts, tab as never))).toEqual([
      9, 4, 3, 2, 1,
    ]);
  });
});
