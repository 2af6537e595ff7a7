import { randomUUID } from 'node:crypto';
import type { ApiData, ApiList, HomeworkQuestionResponse } from '@studyhub/contracts';
import {
  publishEvent,
  startTestService,
  waitFor,
  waitUntilHandled,
  type TestService,
} from '@studyhub/platform/testing';
import { SearchIndexService } from '../src/search/index/search-index.service';
import { catalogService } from '../src/service';
import { envelopeOf, insertSubject } from './support/documents.factory';

/** homework-question.published.v1 / .unpublished.v1 from ai-tools, into the public bank and its search. */
describe.each(['memory', 'off'] as const)(
  'the homework bank consuming ai-tools events (CATALOG_SEARCH_INDEX=%s)',
  (mode) => {
    let service: TestService;
    let subjectId: string;

    const search = async (q: string) => {
      const response = await fetch(`${service.baseUrl}/homework-questions?q=${encodeURIComponent(q)}`);
      return (await response.json()) as ApiList<HomeworkQuestionResponse>;
    };
    const bySlug = async (slug: string) => {
      const response = await fetch(`${service.baseUrl}/homework-questions/${slug}`);
      return { status: response.status, body: (await response.json()) as ApiData<HomeworkQuestionResponse> };
    };
    const rowsWith = (id: string) =>
      service.kernel.dataSource.query<{ slug: string; is_public: boolean }[]>(
        'SELECT slug, is_public FROM homework_questions WHERE id = $1',
        [id],
      );

    function published(data: Partial<Record<string, unknown>> & { id: string; slug: string; question: string }) {
      return envelopeOf(
        'homework-question.published.v1',
        {
          formatted_question: null,
          subject_id: subjectId,
          user_id: randomUUID(),
          created_at: new Date().toISOString(),
          bank_question_id: null,
          bank_question_slug: null,
          ...data,
        },
        'ai-tools',
      );
    }

    async function deliver(envelope: ReturnType<typeof envelopeOf>): Promise<void> {
      await publishEvent(service, envelope);
      await waitUntilHandled(service, envelope.id);
    }

    beforeAll(async () => {
      service = await startTestService(catalogService, { env: { CATALOG_SEARCH_INDEX: mode } });
      subjectId = await insertSubject(service.kernel.dataSource, `Banked Algebra ${randomUUID().slice(0, 8)}`);
      if (mode === 'memory') {
        const index = service.app.get(SearchIndexService);
        await waitFor('the search index', () => index.ready);
      }
    });

    afterAll(async () => service?.close());

    it('adds a published question under its id and slug, found by search and by slug, once however often it comes', async () => {
      const id = randomUUID();
      const slug = `solve-zorblat-equation-${id.slice(0, 8)}`;
      const event = published({ id, slug, question: 'How do I solve the zorblat equation 2x + 3 = 7?' });
      await deliver(event);
      expect(await rowsWith(id)).toEqual([{ slug, is_public: true }]);
      await waitFor('the question in search', async () =>
        (await search('zorblat equation')).data.some((q) => q.id === id),
      );
      const page = await bySlug(slug);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ id, slug, subject: { id: subjectId } });

      // The same event again is deduplicated by the inbox; a second publish of the same question updates it.
      await publishEvent(service, event);
      await deliver(published({ id, slug, question: 'How do I solve the zorblat equation 2x + 3 = 7 quickly?' }));
      expect(await rowsWith(id)).toHaveLength(1);
      const [row] = await service.kernel.dataSource.query<{ question: string }[]>(
        'SELECT question FROM homework_questions WHERE id = $1',
        [id],
      );
      expect(row?.question).toBe('How do I solve the zorblat equation 2x + 3 = 7 quickly?');
    });

    it('takes an unpublished question out of the bank and out of search', async () => {
      const id = randomUUID();
      const slug = `quexil-ratio-${id.slice(0, 8)}`;
      await deliver(published({ id, slug, question: 'What is the quexil ratio of 3 to 4?' }));
      await waitFor('the question in search', async () => (await search('quexil')).data.some((q) => q.id === id));

      await deliver(envelopeOf('homework-question.unpublished.v1', { id }, 'ai-tools'));
      expect(await rowsWith(id)).toEqual([]);
      await waitFor(
        'the question gone from search',
        async () => !(await search('quexil ratio')).data.some((q) => q.id === id),
      );
      expect((await bySlug(slug)).status).toBe(404);
    });

    it('adds no copy of a bank question a student answered, and keeps a question of an unknown subject', async () => {
      const bankId = randomUUID();
      const bankSlug = `bank-flimber-${bankId.slice(0, 8)}`;
      await service.kernel.dataSource.query(
        `INSERT INTO homework_questions (id, slug, question, is_public) VALUES ($1, $2, 'What is a flimber number?', true)`,
        [bankId, bankSlug],
      );
      const answerId = randomUUID();
      await deliver(
        published({
          id: answerId,
          slug: `what-is-a-flimber-number-${answerId.slice(0, 8)}`,
          question: 'What is a flimber number?',
          bank_question_id: bankId,
          bank_question_slug: bankSlug,
        }),
      );
      expect(await rowsWith(answerId)).toEqual([]);

      const orphanId = randomUUID();
      await deliver(
        published({
          id: orphanId,
          slug: `orphan-${orphanId.slice(0, 8)}`,
          question: 'Orphan?',
          subject_id: randomUUID(),
        }),
      );
      expect(await rowsWith(orphanId)).toHaveLength(1);
    });
  },
);
