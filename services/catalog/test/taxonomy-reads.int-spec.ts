import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import type {
  ApiData,
  ApiError,
  ApiList,
  DocumentTypeResponse,
  ExternalUniversityResponse,
  SubjectResponse,
  TextbookResponse,
} from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertDocument } from './support/documents.factory';

describe('taxonomy reads and the external universities search', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const seller = randomUUID();

  const get = async <T>(path: string, as?: { role: 'user' | 'admin' }) => {
    const headers: Record<string, string> = {};
    if (as) headers.authorization = `Bearer ${await tokens.sign({ userId: randomUUID(), role: as.role })}`;
    const response = await fetch(`${service.baseUrl}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as T };
  };

  const subjectBySlug = async (slug: string) => (await get<ApiData<SubjectResponse>>(`/subjects/${slug}`)).body.data;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    const ds = service.kernel.dataSource;
    const physics = await subjectBySlug('physics');
    const history = await subjectBySlug('history');
    // Physics gets three approved documents, history one approved and two that do not count.
    for (const title of ['Optics Notes', 'Kinematics Drills', 'Entropy Summary']) {
      await insertDocument(ds, { title, sellerId: seller, subjectId: physics.id, typeId: 3 });
    }
    await insertDocument(ds, { title: 'Tudor England', sellerId: seller, subjectId: history.id, typeId: 1 });
    await insertDocument(ds, { title: 'Draft', sellerId: seller, subjectId: history.id, status: 'PENDING' });
    await insertDocument(ds, { title: 'Gone', sellerId: seller, subjectId: history.id, status: 'REJECTED' });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lists the 10 document types with approved-only counts', async () => {
    const { status, body } = await get<ApiData<DocumentTypeResponse[]>>('/document-types');
    expect(status).toBe(200);
    expect(body.data.map((type) => type.name)).toEqual([
      'Past Exams',
      'Flashcards',
      'Practice Problems',
      'Exam Guides',
      'Textbook Guides',
      'Chapter Summary',
      'Class Notes',
      'Quick Guides',
      'Lab Notes',
      'Certification Guides',
    ]);
    expect(body.data.find((type) => type.id === 3)?.document_count).toBe(3);
    expect(body.data.find((type) => type.id === 1)?.document_count).toBe(1);
    expect(body.data.find((type) => type.id === 7)?.document_count).toBe(0);
  });

  it('lists subjects by name, each with a lucide icon and a colour', async () => {
    const { body } = await get<ApiData<SubjectResponse[]>>('/subjects');
    expect(body.data.length).toBeGreaterThanOrEqual(20);
    const names = body.data.map((subject) => subject.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const subject of body.data) {
      expect(subject.icon_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(subject.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(subject.description.length).toBeGreaterThan(10);
    }
  });

  it('lists the most popular subjects by approved documents, as many as asked', async () => {
    const { body } = await get<ApiData<SubjectResponse[]>>('/subjects?sort=popular&limit=12');
    expect(body.data).toHaveLength(12);
    expect(body.data.slice(0, 2).map((subject) => [subject.slug, subject.document_count])).toEqual([
      ['physics', 3],
      ['history', 1],
    ]);
  });

  it('reads one subject by slug or id', async () => {
    const physics = await subjectBySlug('physics');
    expect((await get<ApiData<SubjectResponse>>(`/subjects/${physics.id}`)).body.data.slug).toBe('physics');
    const missing = await get<ApiError>('/subjects/no-such-subject');
    expect(missing.status).toBe(404);
  });

  it('searches textbooks over title, author and description, by subject, paged with an exact total', async () => {
    const all = await get<ApiList<TextbookResponse>>('/textbooks?limit=5');
    expect(all.body.data).toHaveLength(5);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(20);
    const titles = all.body.data.map((book) => book.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    const byAuthor = await get<ApiList<TextbookResponse>>('/textbooks?q=cormen');
    expect(byAuthor.body.data.map((book) => book.title)).toContain('Introduction to Algorithms');

    const physics = await subjectBySlug('physics');
    const bySubject = await get<ApiList<TextbookResponse>>(`/textbooks?subject_id=${physics.id}&limit=100`);
    expect(bySubject.body.meta.total).toBe(bySubject.body.data.length);
    expect(bySubject.body.data.every((book) => book.subject?.slug === 'physics')).toBe(true);
  });

  it("reads one textbook by slug or id, and answers 'Textbook not found' otherwise", async () => {
    const { body } = await get<ApiList<TextbookResponse>>('/textbooks?q=Introduction%20to%20Algorithms');
    const book = body.data[0]!;
    expect((await get<ApiData<TextbookResponse>>(`/textbooks/${book.slug}`)).body.data.id).toBe(book.id);
    expect((await get<ApiData<TextbookResponse>>(`/textbooks/${book.id}`)).body.data.isbn).toBe(book.isbn);
    const missing = await get<ApiError>('/textbooks/no-such-book');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Textbook not found');
  });

  describe('external universities', () => {
    it('is for signed-in callers only', async () => {
      expect((await get<ApiError>('/universities/external?name=oxford')).status).toBe(401);
    });

    it('finds universities by name from the bundled list, best match first, in the external shape', async () => {
      const { status, body } = await get<ApiData<ExternalUniversityResponse[]>>(
        '/universities/external?name=university%20of%20oxford',
        { role: 'user' },
      );
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({
        name: 'University of Oxford',
        'state-province': null,
        country: 'United Kingdom',
        domains: expect.arrayContaining(['ox.ac.uk']),
        web_pages: expect.arrayContaining([expect.stringContaining('ox.ac.uk')]),
        alpha_two_code: 'GB',
      });
    });

    it('narrows to a country and caps the answer at the limit', async () => {
      const { body } = await get<ApiData<ExternalUniversityResponse[]>>(
        '/universities/external?name=universit&country=DE&limit=5',
        { role: 'admin' },
      );
      expect(body.data).toHaveLength(5);
      expect(body.data.every((university) => university.alpha_two_code === 'DE')).toBe(true);
      expect(body.data.every((university) => /universit/i.test(university.name))).toBe(true);
    });

    it('answers an empty list for a blank name', async () => {
      const { body } = await get<ApiData<ExternalUniversityResponse[]>>('/universities/external?name=%20', {
        role: 'user',
      });
      expect(body.data).toEqual([]);
    });

    it('does not shadow a university page', async () => {
      expect((await get('/universities/university-of-oxford')).status).toBe(200);
    });
  });
});
