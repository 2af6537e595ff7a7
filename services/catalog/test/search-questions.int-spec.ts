import { randomUUID } from 'node:crypto';
import { startTestService, waitFor, type TestService } from '@studyhub/platform/testing';
import type { ApiData, ApiError, ApiList, HomeworkQuestionResponse } from '@studyhub/contracts';
import { SearchIndexService } from '../src/search/index/search-index.service';
import { catalogService } from '../src/service';
import { insertSubject } from './support/documents.factory';

/** GET /api/homework-questions and /homework-questions/{slug}: public questions only. */
describe.each(['memory', 'off'] as const)('homework questions (CATALOG_SEARCH_INDEX=%s)', (mode) => {
  let service: TestService;
  let optics: string;
  let acoustics: string;
  const asker = randomUUID();

  const get = async <T>(path: string) => {
    const response = await fetch(`${service.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const list = async (query: string) =>
    (await get<ApiList<HomeworkQuestionResponse>>(`/homework-questions?${query}`)).body;
  const texts = (body: ApiList<HomeworkQuestionResponse>) => body.data.map((item) => item.question);
  const insert = (slug: string, question: string, isPublic: boolean, subjectId: string, daysAgo: number) =>
    service.kernel.dataSource.query(
      `INSERT INTO homework_questions (slug, question, is_public, subject_id, user_id, created_at, formatted_question)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), $7)`,
      [slug, question, isPublic, subjectId, asker, daysAgo, { blocks: [{ type: 'text', text: question }] }],
    );

  beforeAll(async () => {
    service = await startTestService(catalogService, { env: { CATALOG_SEARCH_INDEX: mode } });
    const ds = service.kernel.dataSource;
    // The seed's demo questions share this database; these tests look at their own subjects.
    optics = await insertSubject(ds, 'Questioned Optics');
    acoustics = await insertSubject(ds, 'Questioned Acoustics');
    await ds.query(`INSERT INTO user_profiles (user_id, full_name) VALUES ($1, 'Quinn Asker')`, [asker]);
    await insert('lens-focus', 'Where is the focal point of a converging lenzworth?', true, optics, 1);
    await insert('lens-power', 'How is lenzworth power measured in dioptres?', true, optics, 3);
    await insert('lens-private', 'My private lenzworth question', false, optics, 0);
    await insert('echo-delay', 'Why does a lenzworth echo arrive late?', true, acoustics, 2);
    await insert('pitch', 'What sets the pitch of a plucked string?', true, acoustics, 5);
    if (mode === 'memory') {
      const index = service.app.get(SearchIndexService);
      await waitFor('the search index', () => index.ready);
    }
  });

  afterAll(async () => service?.close());

  it('searches the text of public questions only, with an exact total', async () => {
    const body = await list('q=lenzworth');
    expect(texts(body)).toEqual([
      'Where is the focal point of a converging lenzworth?',
      'Why does a lenzworth echo arrive late?',
      'How is lenzworth power measured in dioptres?',
    ]);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 3 });
  });

  it('filters by subject, matches a prefix and a typo, and pages', async () => {
    expect(texts(await list(`q=lenzworth&subject_id=${acoustics}`))).toEqual([
      'Why does a lenzworth echo arrive late?',
    ]);
    expect(texts(await list('q=dioptr'))).toEqual(['How is lenzworth power measured in dioptres?']);
    expect(texts(await list('q=plukced%20string'))).toEqual(['What sets the pitch of a plucked string?']);
    const second = await list('q=lenzworth&limit=2&page=2');
    expect(second.meta.total).toBe(3);
    expect(texts(second)).toEqual(['How is lenzworth power measured in dioptres?']);
  });

  it('lists a subject newest first without text, private questions left out of list and total', async () => {
    const body = await list(`subject_id=${optics}`);
    expect(texts(body)).toEqual([
      'Where is the focal point of a converging lenzworth?',
      'How is lenzworth power measured in dioptres?',
    ]);
    expect(body.meta.total).toBe(2);
  });

  it('answers a public question by slug with its subject, asker and formatted text', async () => {
    const { status, body } = await get<ApiData<HomeworkQuestionResponse>>('/homework-questions/echo-delay');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      slug: 'echo-delay',
      question: 'Why does a lenzworth echo arrive late?',
      is_public: true,
      subject: { id: acoustics, name: 'Questioned Acoustics', slug: 'questioned-acoustics' },
      user: { id: asker, full_name: 'Quinn Asker' },
      formatted_question: { blocks: [{ type: 'text', text: 'Why does a lenzworth echo arrive late?' }] },
    });
  });

  it('answers 404 for a private question and an unknown slug', async () => {
    for (const slug of ['lens-private', 'no-such-question']) {
      const { status, body } = await get<ApiError>(`/homework-questions/${slug}`);
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Question not found' });
    }
  });

  it('takes a question made public, or private again, into account at once', async () => {
    const ds = service.kernel.dataSource;
    await ds.query(`UPDATE homework_questions SET is_public = true WHERE slug = 'lens-private'`);
    expect((await list('q=lenzworth')).meta.total).toBe(4);
    expect((await list(`subject_id=${optics}`)).meta.total).toBe(3);
    await ds.query(`UPDATE homework_questions SET is_public = false WHERE slug IN ('lens-private', 'lens-focus')`);
    expect((await list('q=lenzworth')).meta.total).toBe(2);
    expect((await list(`subject_id=${optics}`)).meta.total).toBe(1);
  });
});
