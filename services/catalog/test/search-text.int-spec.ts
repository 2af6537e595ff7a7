import { randomUUID } from 'node:crypto';
import { startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import type { ApiList, DocumentSummary } from '@studyhub/contracts';
import { SearchIndexService } from '../src/search/index/search-index.service';
import { catalogService } from '../src/service';
import { insertCourse, insertUniversity } from './support/catalog.factory';
import { insertDocument, insertSubject } from './support/documents.factory';

/**
 * GET /api/documents?q=: the same answers from the in-process index and from PostgreSQL alone
 * (which answers while the index warms up, or when it is switched off).
 */
describe.each(['memory', 'off'] as const)('text search (CATALOG_SEARCH_INDEX=%s)', (mode) => {
  let service: TestService;
  const seller = randomUUID();
  let chemistry: string;
  let physics: string;
  let course: string;
  const ids: Record<string, string> = {};

  const search = async (query: string) => {
    const response = await fetch(`${service.baseUrl}/documents?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ApiList<DocumentSummary>;
  };
  const titles = (body: ApiList<DocumentSummary>) => body.data.map((doc) => doc.title);
  const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);

  beforeAll(async () => {
    service = await startTestService(catalogService, { env: { CATALOG_SEARCH_INDEX: mode } });
    const ds = service.kernel.dataSource;
    chemistry = await insertSubject(ds, 'Quarkonic Chemistry');
    physics = await insertSubject(ds, 'Quarkonic Physics');
    const university = (await insertUniversity(ds, { name: 'Zephyrine University' })).id;
    course = (await insertCourse(ds, university, { name: 'Zephyrine Spectroscopy' })).id;
    const add = async (key: string, fixture: Omit<Parameters<typeof insertDocument>[1], 'sellerId'>, about = '') => {
      ids[key] = (await insertDocument(ds, { sellerId: seller, ...fixture })).id;
      await ds.query(`UPDATE documents SET description = $2 WHERE id = $1`, [ids[key], about]);
    };
    await add('titled', { title: 'Spectroscopy Lecture Notes', subjectId: chemistry, downloads: 3, rating: 3 });
    await add('popular', { title: 'Spectroscopy Exam Review', subjectId: chemistry, downloads: 80, rating: 4 });
    await add(
      'described',
      { title: 'Week Five Handout', subjectId: physics, downloads: 500 },
      'All about spectroscopy.',
    );
    await add('inCourse', {
      title: 'Lab Manual',
      subjectId: physics,
      universityId: university,
      courseId: course,
      downloads: 1,
    });
    await add('mechanics', { title: 'Quantum Mechanics Summary', subjectId: physics, priceCents: 0, downloads: 7 });
    await add('mechanism', { title: 'Reaction Mechanism Drills', subjectId: chemistry, priceCents: 2500 });
    await add('pending', { title: 'Spectroscopy Pending Draft', subjectId: chemistry, status: 'PENDING' });
    await add('rejected', { title: 'Spectroscopy Rejected Draft', subjectId: chemistry, status: 'REJECTED' });
    await add('deleted', { title: 'Spectroscopy Deleted Notes', subjectId: chemistry, status: 'DELETED' });
    if (mode === 'memory') {
      const index = service.app.get(SearchIndexService);
      await waitFor('the search index', () => index.ready);
    }
  });

  afterAll(async () => service?.close());

  it('ranks title matches above course names and descriptions, quality breaking ties', async () => {
    const body = await q('spectroscopy ');
    expect(titles(body)).toEqual([
      'Spectroscopy Exam Review',
      'Spectroscopy Lecture Notes',
      'Lab Manual',
      'Week Five Handout',
    ]);
    expect(body.meta.total).toBe(4);
  });

  it('matches the last word as a prefix and every word somewhere', async () => {
    expect(titles(await q('mechan'))).toEqual(['Quantum Mechanics Summary', 'Reaction Mechanism Drills']);
    expect(titles(await q('quantum mechan'))).toEqual(['Quantum Mechanics Summary']);
    expect(titles(await q('quarkonic physics lab'))).toEqual(['Lab Manual']);
    expect((await q('spectroscopy quantum')).meta.total).toBe(0);
  });

  it('corrects a misspelt word to the nearest one the catalog has', async () => {
    expect(titles(await q('spectroscopie review'))).toEqual(['Spectroscopy Exam Review']);
    expect(titles(await q('quantun mechanics'))).toEqual(['Quantum Mechanics Summary']);
  });

  it('never finds a pending, rejected or deleted document, nor counts it', async () => {
    const body = await q('draft');
    expect(body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await q('spectroscopy', `&subject_id=${chemistry}`)).meta.total).toBe(2);
  });

  it('combines text with filters, other sorts and pages', async () => {
    expect(titles(await q('spectroscopy', `&subject_id=${physics}`))).toEqual(['Lab Manual', 'Week Five Handout']);
    expect(titles(await q('spectroscopy', `&course_id=${course}`))).toEqual(['Lab Manual']);
    expect(titles(await q('spectroscopy', '&sort=downloads'))).toEqual([
      'Week Five Handout',
      'Spectroscopy Exam Review',
      'Spectroscopy Lecture Notes',
      'Lab Manual',
    ]);
    expect(titles(await q('mechan', '&sort=price_desc'))).toEqual([
      'Reaction Mechanism Drills',
      'Quantum Mechanics Summary',
    ]);
    const first = await q('spectroscopy', '&limit=2&page=1');
    const second = await q('spectroscopy', '&limit=2&page=2');
    expect([first.meta.total, second.meta.total]).toEqual([4, 4]);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(4);
    expect((await q('spectroscopy', '&limit=2&page=3')).data).toEqual([]);
  });

  it('answers a query without words with nothing', async () => {
    expect(await q('?!')).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  });

  it('shows a document as soon as it is approved and hides it as soon as it is withdrawn', async () => {
    const ds = service.kernel.dataSource;
    await ds.query(`UPDATE documents SET status_id = 1, published_at = now() WHERE id = $1`, [ids.pending]);
    expect((await q('pending draft')).meta.total).toBe(1);
    await ds.query(`UPDATE documents SET title = 'Spectroscopy Revised Draft' WHERE id = $1`, [ids.pending]);
    expect(titles(await q('revised'))).toEqual(['Spectroscopy Revised Draft']);
    expect((await q('pending draft')).meta.total).toBe(0);
    await ds.query(`UPDATE documents SET status_id = 3 WHERE id = $1`, [ids.pending]);
    expect((await q('revised')).meta.total).toBe(0);
  });

  it('follows a renamed subject into its documents', async () => {
    const ds = service.kernel.dataSource;
    await ds.query(`UPDATE subjects SET name = 'Xenonic Physics' WHERE id = $1`, [physics]);
    expect(titles(await q('xenonic lab'))).toEqual(['Lab Manual']);
  });
});
