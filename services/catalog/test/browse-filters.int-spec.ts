import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import type { ApiError, ApiList, DocumentSummary } from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertCourse, insertUniversity } from './support/catalog.factory';
import { insertDocument, insertSubject } from './support/documents.factory';

/** GET /api/documents without text: filters, sorts, pages and exact totals over approved documents. */
describe('browse by filters', () => {
  let service: TestService;
  const seller = randomUUID();
  let geology: string;
  let botany: string;
  let university: string;
  let fieldwork: string;
  let labwork: string;
  let textbook: string;
  const ids: Record<string, string> = {};

  const list = async (query: string) => {
    const response = await fetch(`${service.baseUrl}/documents?${query}`);
    return { status: response.status, body: (await response.json()) as ApiList<DocumentSummary> & ApiError };
  };
  const titles = (body: ApiList<DocumentSummary>) => body.data.map((doc) => doc.title);

  beforeAll(async () => {
    service = await startTestService(catalogService);
    const ds = service.kernel.dataSource;
    geology = await insertSubject(ds, 'Browse Geology');
    botany = await insertSubject(ds, 'Browse Botany');
    university = (await insertUniversity(ds, { name: 'Browse University' })).id;
    fieldwork = (await insertCourse(ds, university, { name: 'Browse Fieldwork' })).id;
    labwork = (await insertCourse(ds, university, { name: 'Browse Labwork' })).id;
    const [book] = await ds.query<{ id: string }[]>(
      `INSERT INTO textbooks (slug, title, author) VALUES ('browse-rocks', 'Browse Rocks', 'R. Stone') RETURNING id`,
    );
    textbook = book!.id;
    const add = async (key: string, fixture: Omit<Parameters<typeof insertDocument>[1], 'sellerId'>) => {
      ids[key] = (await insertDocument(ds, { sellerId: seller, ...fixture })).id;
    };
    await add('granite', {
      title: 'Granite',
      subjectId: geology,
      universityId: university,
      courseId: fieldwork,
      typeId: 1,
      priceCents: 900,
      downloads: 40,
      rating: 4.5,
      publishedDaysAgo: 4,
    });
    await add('basalt', {
      title: 'Basalt',
      subjectId: geology,
      universityId: university,
      courseId: fieldwork,
      typeId: 7,
      priceCents: 0,
      downloads: 90,
      rating: 3,
      publishedDaysAgo: 1,
    });
    await add('marble', {
      title: 'Marble',
      subjectId: geology,
      universityId: university,
      courseId: labwork,
      textbookId: textbook,
      typeId: 7,
      priceCents: 1500,
      downloads: 5,
      rating: 5,
      publishedDaysAgo: 2,
    });
    await add('shale', { title: 'Shale', subjectId: geology, typeId: 1, priceCents: 300, publishedDaysAgo: 3 });
    await add('fern', { title: 'Fern', subjectId: botany, textbookId: textbook, typeId: 7, publishedDaysAgo: 5 });
    await add('pendingQuartz', { title: 'Quartz', subjectId: geology, courseId: fieldwork, status: 'PENDING' });
    await add('rejectedSlate', { title: 'Slate', subjectId: geology, courseId: fieldwork, status: 'REJECTED' });
    await add('deletedChalk', { title: 'Chalk', subjectId: geology, textbookId: textbook, status: 'DELETED' });
  });

  afterAll(async () => service?.close());

  it('lists a subject newest first with its exact total, approved documents only', async () => {
    const { status, body } = await list(`subject_id=${geology}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Basalt', 'Marble', 'Shale', 'Granite']);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 4 });
    expect(body.data.every((doc) => doc.status === 'APPROVED')).toBe(true);
  });

  it('filters by type, university, course and textbook, alone and combined', async () => {
    const cases: [string, string[]][] = [
      [`document_type_id=1&subject_id=${geology}`, ['Shale', 'Granite']],
      [`university_id=${university}`, ['Basalt', 'Marble', 'Granite']],
      [`university_id=${university}&document_type_id=7`, ['Basalt', 'Marble']],
      [`course_id=${fieldwork}`, ['Basalt', 'Granite']],
      [`course_id=${fieldwork}&document_type_id=7`, ['Basalt']],
      [`textbook_id=${textbook}`, ['Marble', 'Fern']],
      [`textbook_id=${textbook}&subject_id=${botany}`, ['Fern']],
      [`course_id=${labwork}&subject_id=${geology}`, ['Marble']],
      [`course_id=${labwork}&subject_id=${botany}`, []],
    ];
    for (const [query, expected] of cases) {
      const { body } = await list(query);
      expect({ query, titles: titles(body), total: body.meta.total }).toEqual({
        query,
        titles: expected,
        total: expected.length,
      });
    }
  });

  it('sorts by price both ways, rating and downloads', async () => {
    const base = `subject_id=${geology}`;
    expect(titles((await list(`${base}&sort=price_asc`)).body)).toEqual(['Basalt', 'Shale', 'Granite', 'Marble']);
    expect(titles((await list(`${base}&sort=price_desc`)).body)).toEqual(['Marble', 'Granite', 'Shale', 'Basalt']);
    expect(titles((await list(`${base}&sort=rating`)).body)).toEqual(['Marble', 'Granite', 'Basalt', 'Shale']);
    expect(titles((await list(`${base}&sort=downloads`)).body)).toEqual(['Basalt', 'Granite', 'Marble', 'Shale']);
    // Relevance without text means nothing to rank by: newest.
    expect(titles((await list(`${base}&sort=relevance`)).body)).toEqual(['Basalt', 'Marble', 'Shale', 'Granite']);
  });

  it('pages without overlap, keeps the total on every page and answers an empty page past the end', async () => {
    const first = (await list(`subject_id=${geology}&limit=3&page=1`)).body;
    const second = (await list(`subject_id=${geology}&limit=3&page=2`)).body;
    expect(titles(first)).toEqual(['Basalt', 'Marble', 'Shale']);
    expect(titles(second)).toEqual(['Granite']);
    expect([first.meta.total, second.meta.total]).toEqual([4, 4]);
    const past = (await list(`subject_id=${geology}&limit=3&page=9`)).body;
    expect(past).toEqual({ data: [], meta: { page: 9, limit: 3, total: 4 } });
  });

  it('answers cards with their relations, the price in dollars and the seller', async () => {
    const { body } = await list(`course_id=${labwork}`);
    expect(body.data[0]).toMatchObject({
      id: ids.marble,
      price: 15,
      subject: { id: geology, name: 'Browse Geology' },
      course: { id: labwork, name: 'Browse Labwork' },
      university: { id: university },
      textbook: { id: textbook, title: 'Browse Rocks', author: 'R. Stone' },
      document_type: { id: 7, name: 'Class Notes' },
      user: { id: seller, full_name: '', avatar_url: null },
    });
  });

  it('keeps every total exact as documents are approved, withdrawn, moved and deleted', async () => {
    const ds = service.kernel.dataSource;
    const totalOf = async (query: string) => (await list(query)).body.meta.total;
    const watched = [
      '',
      `subject_id=${geology}`,
      `subject_id=${geology}&document_type_id=7`,
      `university_id=${university}`,
      `course_id=${fieldwork}`,
      `textbook_id=${textbook}&document_type_id=7`,
    ];
    const expectTotals = async () => {
      for (const query of watched) {
        const [counted] = await ds.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM documents d WHERE d.status_id = 1 ${sqlFilters(query)}`,
        );
        expect({ query, total: await totalOf(query) }).toEqual({ query, total: counted!.n });
      }
    };
    await expectTotals();
    await ds.query(`UPDATE documents SET status_id = 1, document_type_id = 7 WHERE id = $1`, [ids.pendingQuartz]);
    await expectTotals();
    expect(await totalOf(`course_id=${fieldwork}`)).toBe(3);
    await ds.query(`UPDATE documents SET status_id = 4 WHERE id = $1`, [ids.basalt]);
    await expectTotals();
    await ds.query(`UPDATE documents SET subject_id = $2, document_type_id = 1 WHERE id = $1`, [ids.marble, botany]);
    await expectTotals();
    await ds.query(`UPDATE documents SET textbook_id = $2 WHERE id = $1`, [ids.granite, textbook]);
    await expectTotals();
    await ds.query(`DELETE FROM documents WHERE id = $1`, [ids.granite]);
    await expectTotals();
    expect(await totalOf(`subject_id=${geology}`)).toBe(2);
  });

  it('refuses ids that are not ids and sorts it does not know, with field errors', async () => {
    const badSubject = await list('subject_id=geology');
    expect(badSubject.status).toBe(400);
    expect(badSubject.body.error.fields?.subject_id).toEqual(['Subject must be an id.']);
    const badSort = await list('sort=cheapest');
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.fields?.sort?.[0]).toMatch(/^Must be one of newest, price_asc/);
    const unknownSubject = await list(`subject_id=${randomUUID()}`);
    expect(unknownSubject.body).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  });
});

/** The WHERE clause for a browse query string, to count what the answer should say. */
function sqlFilters(query: string): string {
  const params = new URLSearchParams(query);
  return [...params.entries()].map(([name, value]) => `AND d.${name} = '${value}'`).join(' ');
}
