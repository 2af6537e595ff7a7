import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Paper, PaperSummary, PaperVersion, PaperVersionSummary } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';

jest.setTimeout(60_000);

interface ErrorBody {
  error: { code: string; message: string };
}

describe('papers and their versions', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(aiToolsService, { verifier: tokens.verifier });
    alice = await userWithToken();
    bob = await userWithToken();
  });

  afterAll(async () => {
    await service?.close();
  });

  async function userWithToken(): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    return { id, token: await tokens.sign({ userId: id }) };
  }

  async function call<T>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async function createPaper(token: string, body: Record<string, unknown> = {}): Promise<Paper> {
    const created = await call<{ data: Paper }>('POST', '/papers', { token, body });
    expect(created.status).toBe(201);
    return created.body.data;
  }

  it('refuses saves without a session with the spec’s text, and reads without one', async () => {
    const create = await call<ErrorBody>('POST', '/papers', { body: { content: '<p>x</p>' } });
    expect(create.status).toBe(401);
    expect(create.body.error.message).toBe('You must be logged in to save papers');

    const paper = await createPaper(alice.token);
    const save = await call<ErrorBody>('PUT', `/papers/${paper.id}`, { body: { content: '<p>y</p>' } });
    expect(save.status).toBe(401);
    expect(save.body.error.message).toBe('You must be logged in to save papers');

    expect((await call('GET', '/papers')).status).toBe(401);
    expect((await call('GET', `/papers/${paper.id}`)).status).toBe(401);
  });

  it('creates a draft with the spec’s defaults, sanitised content and a title from the text, and announces it', async () => {
    const paper = await createPaper(alice.token, {
      content: '<p onclick="steal()">The causes of the French Revolution were many<script>alert(1)</script></p>',
    });
    expect(paper).toMatchObject({
      user_id: alice.id,
      title: 'The causes of the French Revol',
      content: '<p>The causes of the French Revolution were many</p>',
      origin: 'writer',
      status: 'draft',
      version: 0,
      level: 'undergraduate',
      citation_style: 'APA_7',
      format: { citation: 'APA_7' },
      word_count: 0,
      sources: { count: 5, yearRange: { start: 1980, end: 2025 }, references: { links: [], files: [] } },
    });

    const [event] = await service.kernel.dataSource.query<{ envelope: EventEnvelope }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'paper.created.v1' AND envelope->'data'->>'paperId' = $1`,
      [paper.id],
    );
    expect(event?.envelope.data).toEqual({ paperId: paper.id, userId: alice.id, title: paper.title, origin: 'writer' });
  });

  it('names an empty paper Document_{date}', async () => {
    const paper = await createPaper(alice.token, { origin: 'editor' });
    expect(paper.title).toBe(`Document_${new Date().toISOString().slice(0, 10)}`);
    expect(paper.origin).toBe('editor');
  });

  it('keeps the form’s choices and refuses invalid ones with the field named', async () => {
    const paper = await createPaper(alice.token, {
      title: 'Climate policy',
      paper_type: { mainType: 'essay', subType: 'argumentative' },
      word_count: 1500,
      level: 'masters',
      citation_style: 'MLA_9',
      sources: {
        count: 8,
        yearRange: { start: 2019, end: 2024 },
        references: { links: ['https://doi.org/10.1000/1'] },
      },
      instructions: 'Focus on carbon pricing.',
    });
    expect(paper).toMatchObject({
      title: 'Climate policy',
      paper_type: { mainType: 'essay', subType: 'argumentative' },
      word_count: 1500,
      level: 'masters',
      citation_style: 'MLA_9',
      format: { citation: 'MLA_9' },
      instructions: 'Focus on carbon pricing.',
      sources: { required: true, inlineCitation: true, count: 8, yearRange: { start: 2019, end: 2024 } },
    });

    const badType = await call<ErrorBody & { error: { details?: unknown } }>('POST', '/papers', {
      token: alice.token,
      body: { paper_type: { mainType: 'essay', subType: 'sonnet' } },
    });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body.error)).toContain('subType');

    const badRange = await call<ErrorBody>('POST', '/papers', {
      token: alice.token,
      body: { sources: { yearRange: { start: 2024, end: 2019 } } },
    });
    expect(badRange.status).toBe(400);
    expect(JSON.stringify(badRange.body.error)).toContain('The first year must not be after the last year.');
  });

  it('adds version latest+1 on each save that changes the text, starting at 1', async () => {
    const paper = await createPaper(alice.token, { title: 'Versions', content: '<p>draft zero</p>' });

    const first = await call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { content: '<p>draft one</p>' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(1);

    const second = await call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { content: '<p>draft two has more words</p>' },
    });
    expect(second.body.data.version).toBe(2);

    // Saving the same text again (an autosave with nothing new) adds no version.
    const same = await call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { content: '<p>draft two has more words</p>' },
    });
    expect(same.body.data.version).toBe(2);

    // A settings-only save keeps the text and adds no version.
    const settings = await call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { citation_style: 'HARVARD', status: 'completed' },
    });
    expect(settings.body.data).toMatchObject({
      version: 2,
      content: '<p>draft two has more words</p>',
      citation_style: 'HARVARD',
      status: 'completed',
    });

    const versions = await call<{ data: PaperVersionSummary[] }>('GET', `/papers/${paper.id}/versions`, {
      token: alice.token,
    });
    expect(versions.body.data.map((version) => [version.version_number, version.words])).toEqual([
      [2, 5],
      [1, 2],
    ]);
    expect(versions.body.data.every((version) => version.created_by === alice.id)).toBe(true);

    const one = await call<{ data: PaperVersion }>('GET', `/papers/${paper.id}/versions/1`, { token: alice.token });
    expect(one.body.data).toMatchObject({
      version_number: 1,
      content: '<p>draft one</p>',
      previous_version: null,
      next_version: 2,
      has_next: true,
    });
    const two = await call<{ data: PaperVersion }>('GET', `/papers/${paper.id}/versions/2`, { token: alice.token });
    expect(two.body.data).toMatchObject({ previous_version: 1, next_version: null, has_next: false });

    const missing = await call<ErrorBody>('GET', `/papers/${paper.id}/versions/9`, { token: alice.token });
    expect(missing.status).toBe(404);
  });

  it('restores an old version as a new one, so a restore can be undone', async () => {
    const paper = await createPaper(alice.token, { title: 'Restore me' });
    await call('PUT', `/papers/${paper.id}`, { token: alice.token, body: { content: '<p>good text</p>' } });
    await call('PUT', `/papers/${paper.id}`, { token: alice.token, body: { content: '<p>broken text</p>' } });

    const restored = await call<{ data: Paper }>('POST', `/papers/${paper.id}/versions/1/restore`, {
      token: alice.token,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 3, content: '<p>good text</p>' });

    const three = await call<{ data: PaperVersion }>('GET', `/papers/${paper.id}/versions/3`, { token: alice.token });
    expect(three.body.data.content).toBe('<p>good text</p>');
  });

  it('refuses a save based on an older version instead of overwriting another window’s work', async () => {
    const paper = await createPaper(alice.token, { title: 'Two tabs' });
    const tabA = await call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { content: '<p>tab A</p>', base_version: 0 },
    });
    expect(tabA.body.data.version).toBe(1);

    const tabB = await call<ErrorBody>('PUT', `/papers/${paper.id}`, {
      token: alice.token,
      body: { content: '<p>tab B</p>', base_version: 0 },
    });
    expect(tabB.status).toBe(409);
    const stored = await call<{ data: Paper }>('GET', `/papers/${paper.id}`, { token: alice.token });
    expect(stored.body.data.content).toBe('<p>tab A</p>');
  });

  it('numbers concurrent saves without gaps or duplicates', async () => {
    const paper = await createPaper(alice.token, { title: 'Busy' });
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call<{ data: Paper }>('PUT', `/papers/${paper.id}`, {
          token: alice.token,
          body: { content: `<p>save ${index}</p>` },
        }),
      ),
    );
    expect(saves.every((save) => save.status === 200)).toBe(true);
    expect(saves.map((save) => save.body.data.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('answers Paper not found for someone else’s paper, an unknown id and a malformed one', async () => {
    const paper = await createPaper(alice.token, { title: 'Private', content: '<p>mine</p>' });
    for (const [method, path] of [
      ['GET', `/papers/${paper.id}`],
      ['PUT', `/papers/${paper.id}`],
      ['DELETE', `/papers/${paper.id}`],
      ['GET', `/papers/${paper.id}/versions`],
      ['GET', `/papers/${randomUUID()}`],
      ['GET', '/papers/not-a-uuid'],
    ] as const) {
      const answer = await call<ErrorBody>(method, path, { token: bob.token, body: method === 'PUT' ? {} : undefined });
      expect([method, path, answer.status, answer.body.error.message]).toEqual([method, path, 404, 'Paper not found']);
    }
    const stillThere = await call<{ data: Paper }>('GET', `/papers/${paper.id}`, { token: alice.token });
    expect(stillThere.body.data.content).toBe('<p>mine</p>');
  });

  it('lists a user’s own papers newest first, by tool, without their text', async () => {
    const carol = await userWithToken();
    const older = await createPaper(carol.token, { title: 'Older essay', content: '<p>one two three</p>' });
    const newer = await createPaper(carol.token, { title: 'Newer essay' });
    const edited = await createPaper(carol.token, { title: 'Edited doc', origin: 'editor' });

    const all = await call<{ data: PaperSummary[]; meta: { total: number } }>('GET', '/papers', { token: carol.token });
    expect(all.body.data.map((paper) => paper.id)).toEqual([edited.id, newer.id, older.id]);
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data[2]).toMatchObject({ excerpt: 'one two three', words: 3 });
    expect(all.body.data[2]).not.toHaveProperty('content');

    const writer = await call<{ data: PaperSummary[] }>('GET', '/papers?origin=writer&limit=1&page=2', {
      token: carol.token,
    });
    expect(writer.body.data.map((paper) => paper.id)).toEqual([older.id]);

    const searched = await call<{ data: PaperSummary[] }>('GET', '/papers?q=edited', { token: carol.token });
    expect(searched.body.data.map((paper) => paper.id)).toEqual([edited.id]);
  });

  it('deletes one paper with its versions, and in bulk only the caller’s own', async () => {
    const dave = await userWithToken();
    const one = await createPaper(dave.token, { title: 'One' });
    await call('PUT', `/papers/${one.id}`, { token: dave.token, body: { content: '<p>v1</p>' } });
    const two = await createPaper(dave.token, { title: 'Two' });
    const alices = await createPaper(alice.token, { title: 'Not Dave’s' });

    expect((await call('DELETE', `/papers/${one.id}`, { token: dave.token })).status).toBe(204);
    const [versions] = await service.kernel.dataSource.query<{ count: string }[]>(
      'SELECT count(*) FROM paper_versions WHERE paper_id = $1',
      [one.id],
    );
    expect(Number(versions?.count)).toBe(0);

    const bulk = await call<{ data: { deleted: string[] } }>('POST', '/papers/bulk-delete', {
      token: dave.token,
      body: { ids: [two.id, alices.id] },
    });
    expect(bulk.body.data.deleted).toEqual([two.id]);
    expect((await call('GET', `/papers/${alices.id}`, { token: alice.token })).status).toBe(200);
  });

  it('forgets a deleted account’s papers', async () => {
    const erin = await userWithToken();
    const paper = await createPaper(erin.token, { title: 'Gone soon' });
    await call('PUT', `/papers/${paper.id}`, { token: erin.token, body: { content: '<p>text</p>' } });
    const deleted: EventEnvelope = {
      id: randomUUID(),
      type: 'user.deleted.v1',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'auth',
      correlationId: randomUUID(),
      causationId: null,
      data: { userId: erin.id, deletedBy: null },
    };
    await publishEvent(service, deleted);
    await waitUntilHandled(service, deleted.id);
    const rows = await service.kernel.dataSource.query<unknown[]>('SELECT 1 FROM papers WHERE user_id = $1', [erin.id]);
    expect(rows).toHaveLength(0);
  });
});
