import { randomUUID } from 'node:crypto';
import { startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import type { ApiData, InstantSearchResponse } from '@studyhub/contracts';
import { SearchIndexService } from '../src/search/index/search-index.service';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

/** GET /api/search/instant, from the in-process index and from PostgreSQL alone alike. */
describe.each(['memory', 'off'] as const)('instant search (CATALOG_SEARCH_INDEX=%s)', (mode) => {
  let service: TestService;
  const seller = randomUUID();
  let mathematics: string;
  let chemistry: string;

  const instant = async (q: string) => {
    const response = await fetch(`${service.baseUrl}/search/instant?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ApiData<InstantSearchResponse>).data;
  };
  const question = (text: string, isPublic: boolean, subjectId: string, daysAgo = 0) =>
    service.kernel.dataSource.query(
      `INSERT INTO homework_questions (slug, question, is_public, subject_id, created_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`,
      [`q-${randomUUID()}`, text, isPublic, subjectId, daysAgo],
    );

  beforeAll(async () => {
    service = await startTestService(catalogService, { env: { CATALOG_SEARCH_INDEX: mode } });
    const ds = service.kernel.dataSource;
    mathematics = await insertSubject(ds, 'Instant Mathematics');
    chemistry = await insertSubject(ds, 'Instant Chemistry');
    for (let n = 1; n <= 7; n += 1) {
      await insertDocument(ds, {
        title: `Calculus Worksheet ${n}`,
        sellerId: seller,
        subjectId: mathematics,
        downloads: n,
      });
    }
    await insertDocument(ds, {
      title: 'Organic Chemistry Mechanisms',
      sellerId: seller,
      subjectId: chemistry,
      typeId: 1,
      downloads: 20,
    });
    await insertDocument(ds, {
      title: 'Xylophonic Pending',
      sellerId: seller,
      subjectId: chemistry,
      status: 'PENDING',
    });
    await insertDocument(ds, {
      title: 'Quizzaciously Rejected',
      sellerId: seller,
      subjectId: chemistry,
      status: 'REJECTED',
    });
    await insertDocument(ds, {
      title: 'Calculus Zwieback Sheet',
      sellerId: seller,
      subjectId: mathematics,
      status: 'DELETED',
    });
    for (let n = 1; n <= 4; n += 1) await question(`How do I start calculus exercise ${n}?`, true, mathematics, n);
    await question('Is calculus kwyjibo hard?', false, mathematics);
    await question('Why are organic reactions slow?', true, chemistry);
    if (mode === 'memory') {
      const index = service.app.get(SearchIndexService);
      await waitFor('the search index', () => index.ready);
    }
  });

  afterAll(async () => service?.close());

  it('answers empty lists for an empty or blank query', async () => {
    for (const q of ['', '   ', '\t']) expect(await instant(q)).toEqual({ documents: [], questions: [] });
    const missing = await fetch(`${service.baseUrl}/search/instant`);
    expect(((await missing.json()) as ApiData<InstantSearchResponse>).data).toEqual({ documents: [], questions: [] });
  });

  it('answers at most 5 documents and 3 questions, the most downloaded and newest first', async () => {
    const found = await instant('calculus');
    expect(found.documents.map((doc) => doc.title)).toEqual([
      'Calculus Worksheet 7',
      'Calculus Worksheet 6',
      'Calculus Worksheet 5',
      'Calculus Worksheet 4',
      'Calculus Worksheet 3',
    ]);
    expect(found.questions.map((item) => item.question)).toEqual([
      'How do I start calculus exercise 1?',
      'How do I start calculus exercise 2?',
      'How do I start calculus exercise 3?',
    ]);
    expect(found.documents[0]).toEqual({
      id: expect.any(String),
      slug: expect.stringMatching(/^calculus-worksheet-7-/),
      title: 'Calculus Worksheet 7',
      document_type: 'Class Notes',
      subject: 'Instant Mathematics',
    });
    expect(found.questions[0]).toMatchObject({ slug: expect.stringMatching(/^q-/), subject: 'Instant Mathematics' });
  });

  it('completes the word being typed', async () => {
    const found = await instant('organ');
    expect(found.documents.map((doc) => doc.title)).toEqual(['Organic Chemistry Mechanisms']);
    expect(found.documents[0]).toMatchObject({ document_type: 'Past Exams', subject: 'Instant Chemistry' });
    expect(found.questions.map((item) => item.question)).toEqual(['Why are organic reactions slow?']);
    expect((await instant('organic chem')).documents.map((doc) => doc.title)).toEqual(['Organic Chemistry Mechanisms']);
  });

  it('tolerates typos', async () => {
    expect((await instant('calculas')).documents).toHaveLength(5);
    expect((await instant('orgnaic chemistry')).documents.map((doc) => doc.title)).toEqual([
      'Organic Chemistry Mechanisms',
    ]);
  });

  it('never suggests a pending, rejected or deleted document, nor a private question', async () => {
    expect(await instant('xylophonic')).toEqual({ documents: [], questions: [] });
    expect(await instant('quizzaciously')).toEqual({ documents: [], questions: [] });
    expect((await instant('calculus zwieback')).documents).toEqual([]);
    expect((await instant('kwyjibo')).questions).toEqual([]);
  });

  it('suggests a document as soon as it is approved, and stops when it is withdrawn', async () => {
    const ds = service.kernel.dataSource;
    const { id } = await insertDocument(ds, {
      title: 'Thermodynamics Primer',
      sellerId: seller,
      subjectId: chemistry,
      status: 'PENDING',
    });
    expect((await instant('thermo')).documents).toEqual([]);
    await ds.query(`UPDATE documents SET status_id = 1 WHERE id = $1`, [id]);
    expect((await instant('thermo')).documents.map((doc) => doc.id)).toEqual([id]);
    await ds.query(`UPDATE documents SET status_id = 5 WHERE id = $1`, [id]);
    expect((await instant('thermo')).documents).toEqual([]);
  });
});

describe('instant search when the search fails', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(catalogService);
    const ds = service.kernel.dataSource;
    const subject = await insertSubject(ds, 'Failing Subject');
    await insertDocument(ds, { title: 'Resilient Notes', sellerId: randomUUID(), subjectId: subject });
    const index = service.app.get(SearchIndexService);
    await waitFor('the search index', () => index.ready);
  });

  afterAll(async () => service?.close());

  it('answers empty lists rather than an error (spec section 8)', async () => {
    const ask = async () => {
      const response = await fetch(`${service.baseUrl}/search/instant?q=resilient`);
      return { status: response.status, body: (await response.json()) as ApiData<InstantSearchResponse> };
    };
    expect((await ask()).body.data.documents).toHaveLength(1);
    const ds = service.kernel.dataSource;
    await ds.query(`ALTER TABLE search_changes RENAME TO search_changes_away`);
    try {
      expect(await ask()).toEqual({ status: 200, body: { data: { documents: [], questions: [] } } });
    } finally {
      await ds.query(`ALTER TABLE search_changes_away RENAME TO search_changes`);
    }
    expect((await ask()).body.data.documents).toHaveLength(1);
  });
});
