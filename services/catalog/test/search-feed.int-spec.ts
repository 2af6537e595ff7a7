import { randomUUID } from 'node:crypto';
import { startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import type { ApiList, DocumentSummary } from '@studyhub/contracts';
import { SearchIndexService } from '../src/search/index/search-index.service';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

/** The in-process index follows the change feed exactly, whatever order transactions commit in. */
describe('search index change feed', () => {
  let service: TestService;
  let index: SearchIndexService;
  let subject: string;
  const seller = randomUUID();

  const titlesFor = async (q: string) => {
    const response = await fetch(`${service.baseUrl}/documents?q=${encodeURIComponent(q)}`);
    const body = (await response.json()) as ApiList<DocumentSummary>;
    return body.data.map((doc) => doc.title);
  };

  beforeAll(async () => {
    service = await startTestService(catalogService, { env: { CATALOG_SEARCH_POLL_MS: '60000' } });
    subject = await insertSubject(service.kernel.dataSource, 'Feed Subject');
    index = service.app.get(SearchIndexService);
    await waitFor('the search index', () => index.ready);
  });

  afterAll(async () => service?.close());

  it('does not miss a transaction that commits after a later one was read', async () => {
    const ds = service.kernel.dataSource;
    const early = await insertDocument(ds, { title: 'Feed First Draft', sellerId: seller, subjectId: subject });
    const late = await insertDocument(ds, { title: 'Feed Second Draft', sellerId: seller, subjectId: subject });
    const slow = ds.createQueryRunner();
    await slow.connect();
    try {
      await slow.startTransaction();
      // This transaction takes its id first and commits last.
      await slow.query(`UPDATE documents SET title = 'Feed Latecomer' WHERE id = $1`, [early.id]);
      await ds.query(`UPDATE documents SET title = 'Feed Early Bird' WHERE id = $1`, [late.id]);
      expect(await titlesFor('feed early')).toEqual(['Feed Early Bird']);
      expect(await titlesFor('feed latecomer')).toEqual([]);
      await slow.commitTransaction();
    } finally {
      await slow.release();
    }
    expect(await titlesFor('feed latecomer')).toEqual(['Feed Latecomer']);
    expect(await titlesFor('feed early')).toEqual(['Feed Early Bird']);
  });

  it('answers the same after a rebuild swapped a fresh index in', async () => {
    const ds = service.kernel.dataSource;
    await insertDocument(ds, { title: 'Feed Rebuilt Notes', sellerId: seller, subjectId: subject });
    expect(await titlesFor('feed rebuilt')).toEqual(['Feed Rebuilt Notes']);
    const before = (await index.current())!;
    expect(before.documents.deltaSize).toBeGreaterThan(0);
    await index.rebuild('test');
    const after = (await index.current())!;
    expect(after).not.toBe(before);
    expect(after.documents.deltaSize).toBe(0);
    expect(after.documents.size).toBe(before.documents.size);
    expect(await titlesFor('feed rebuilt')).toEqual(['Feed Rebuilt Notes']);
  });

  it('keeps what pruned change rows said', async () => {
    const ds = service.kernel.dataSource;
    await ds.query(`UPDATE search_changes SET changed_at = now() - interval '2 hours'`);
    const [before] = await ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM search_changes`);
    expect(before!.n).toBeGreaterThan(0);
    await ds.query(`DELETE FROM search_changes WHERE changed_at < now() - interval '1 hour'`);
    expect(await titlesFor('feed latecomer')).toEqual(['Feed Latecomer']);
  });
});
