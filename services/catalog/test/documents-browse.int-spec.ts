import type { ApiData, ApiError, ApiList, DocumentSummary, InstantSearchResponse } from '@studyhub/contracts';
import { DocumentsWorld } from './support/documents-world';

describe('documents, search and library', () => {
  const world = new DocumentsWorld();
  const { call, docs, seller, buyer, admin } = world;
  let subjectId: string;
  let university: { id: string; slug: string };
  let course: { id: string };

  beforeAll(async () => {
    await world.start();
    ({ subjectId, university, course } = world);
  });

  afterAll(() => world.close());

  describe('browse', () => {
    it('lists approved documents of a subject with an exact total, newest first by default', async () => {
      const { body } = await call<ApiList<DocumentSummary>>('GET', `/documents?subject_id=${subjectId}&limit=3`);
      expect(body.meta.total).toBe(10);
      expect(body.data).toHaveLength(3);
      expect(body.data.every((doc) => doc.status === 'APPROVED')).toBe(true);
      const dates = body.data.map((doc) => doc.published_at!);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('filters by course and type, sorts by downloads and by price', async () => {
      const byCourse = await call<ApiList<DocumentSummary>>('GET', `/documents?course_id=${course.id}&sort=downloads`);
      expect(byCourse.body.data.map((doc) => doc.id)).toEqual([docs.woodcut.id, docs.sameCourse.id]);
      const byType = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&document_type_id=1`,
      );
      expect(byType.body.data.map((doc) => doc.id)).toEqual([docs.engraving.id]);
      const byPrice = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?university_id=${university.id}&sort=price_desc`,
      );
      expect(byPrice.body.data.map((doc) => doc.price)).toEqual([4.99, 2.99, 0]);
    });

    it('pages without overlap', async () => {
      const first = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&limit=4&page=1&sort=downloads`,
      );
      const second = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?subject_id=${subjectId}&limit=4&page=2&sort=downloads`,
      );
      const ids = [...first.body.data, ...second.body.data].map((doc) => doc.id);
      expect(new Set(ids).size).toBe(8);
    });

    it('searches text with prefix matching, typo tolerance and an exact total, approved only', async () => {
      const prefix = await call<ApiList<DocumentSummary>>('GET', `/documents?q=woodc`);
      expect(prefix.body.meta.total).toBe(8);
      expect(prefix.body.data.map((doc) => doc.title)).not.toContain('Woodcut Secrets Pending');
      const typo = await call<ApiList<DocumentSummary>>(
        'GET',
        `/documents?q=${encodeURIComponent('engravng etching')}`,
      );
      expect(typo.body.data.map((doc) => doc.id)).toEqual([docs.engraving.id]);
    });

    it('rejects bad filters with field errors', async () => {
      const { status, body } = await call<ApiError>('GET', `/documents?subject_id=nope&sort=cheapest`);
      expect(status).toBe(400);
      expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(['subject_id', 'sort']));
    });
  });

  describe('instant search', () => {
    it('answers at most 5 documents, approved only, best match first', async () => {
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=woodcut');
      expect(body.data.documents).toHaveLength(5);
      expect(body.data.documents.map((doc) => doc.title)).not.toContain('Woodcut Secrets Pending');
      expect(body.data.documents[0]!.document_type).toBeTruthy();
    });

    it('ignores an empty or blank query', async () => {
      for (const q of ['', '%20%20%20']) {
        const { body } = await call<ApiData<InstantSearchResponse>>('GET', `/search/instant?q=${q}`);
        expect(body.data).toEqual({ documents: [], questions: [] });
      }
    });

    it('finds as you type and through a typo', async () => {
      const partial = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=linoc');
      expect(partial.body.data.documents.map((doc) => doc.id)).toEqual([docs.lino.id]);
      const typo = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=linocutt');
      expect(typo.body.data.documents.map((doc) => doc.id)).toEqual([docs.lino.id]);
    });

    it('corrects a typo to the nearest word by edit distance, not the one sharing most letters', async () => {
      // The seeded questions teach the vocabulary "calculate"; "calculas" is one edit from "calculus".
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=calculas');
      expect(body.data.documents.map((doc) => doc.id)).toEqual([docs.calculus.id]);
    });

    it('suggests at most 3 public homework questions', async () => {
      const { body } = await call<ApiData<InstantSearchResponse>>('GET', '/search/instant?q=what');
      expect(body.data.questions.length).toBeGreaterThan(0);
      expect(body.data.questions.length).toBeLessThanOrEqual(3);
    });
  });

  describe('detail and related', () => {
    it('shows an approved document to anyone and hides pending ones from strangers', async () => {
      expect((await call('GET', `/documents/${docs.woodcut.slug}`)).status).toBe(200);
      expect((await call('GET', `/documents/${docs.pending.slug}`)).status).toBe(404);
      expect((await call('GET', `/documents/${docs.pending.slug}`, { as: buyer })).status).toBe(404);
      expect((await call('GET', `/documents/${docs.pending.slug}`, { as: seller })).status).toBe(200);
      expect((await call('GET', `/documents/${docs.pending.id}`, { as: admin, role: 'admin' })).status).toBe(200);
    });

    it('lists related documents: same course first, then the same subject', async () => {
      const { body } = await call<ApiData<DocumentSummary[]>>('GET', `/documents/${docs.woodcut.id}/related`);
      const ids = body.data.map((doc) => doc.id);
      expect(ids[0]).toBe(docs.sameCourse.id);
      expect(ids).not.toContain(docs.woodcut.id);
      expect(ids).not.toContain(docs.pending.id);
      expect(ids).not.toContain(docs.otherSubject.id);
      expect(ids.length).toBeLessThanOrEqual(10);
    });

    it('features by download count', async () => {
      const { body } = await call<ApiData<DocumentSummary[]>>('GET', '/documents/featured?limit=2');
      expect(body.data.map((doc) => doc.id)).toEqual([docs.otherSubject.id, docs.engraving.id]);
    });
  });
});
