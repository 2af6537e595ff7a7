import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Paper, PaperSource, PaperSourceLibrary } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';

jest.setTimeout(60_000);

interface ErrorBody {
  error: { code: string; message: string };
}

const REGISTERED_DOI = '10.1038/nature12373';

/** A DOI resolver on loopback that knows one DOI and answers CSL-JSON for it, as doi.org does. */
async function startFakeResolver(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.url} ${request.headers.accept}`);
    if (request.url !== `/${REGISTERED_DOI}`) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/vnd.citationstyles.csl+json' }).end(
      JSON.stringify({
        type: 'article-journal',
        title: 'Nanometre-scale thermometry in a living cell',
        author: [
          { family: 'Kucsko', given: 'G.', sequence: 'first' },
          { family: 'Maurer', given: 'P. C.' },
        ],
        'container-title': ['Nature'],
        volume: 500,
        issue: '7460',
        page: '54-58',
        issued: { 'date-parts': [[2013, 7, 31]] },
        DOI: REGISTERED_DOI,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a paper’s source library', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let resolver: Awaited<ReturnType<typeof startFakeResolver>>;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ai-tools-sources-'));
    resolver = await startFakeResolver();
    tokens = await createTestTokenIssuer();
    service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: { DATA_DIR: dataDir, DOI_RESOLVER_URL: resolver.url },
    });
    token = await tokens.sign({ userId: randomUUID() });
  });

  afterAll(async () => {
    await service?.close();
    await resolver?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call<T>(
    method: string,
    urlPath: string,
    options: { token?: string; body?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${service.baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.form ? { body: options.form } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async function newPaper(body: Record<string, unknown> = {}): Promise<Paper> {
    const created = await call<{ data: Paper }>('POST', '/papers', { token, body: { title: 'Sources', ...body } });
    return created.body.data;
  }

  async function add(
    paperId: string,
    body: unknown,
  ): Promise<{ status: number; body: { data: PaperSource } & ErrorBody }> {
    return call('POST', `/papers/${paperId}/sources`, { token, body });
  }

  it('adds a DOI with the registry’s details, formatted in the paper’s style, with a key the text can cite', async () => {
    const paper = await newPaper({
      citation_style: 'APA_7',
      sources: { count: 1, yearRange: { start: 2010, end: 2020 } },
    });
    const added = await add(paper.id, { kind: 'doi', doi: `https://doi.org/${REGISTERED_DOI}` });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      id: 'kucsko2013',
      kind: 'doi',
      item: { title: 'Nanometre-scale thermometry in a living cell', DOI: REGISTERED_DOI, volume: '500' },
      out_of_range: false,
      missing: [],
    });
    expect(added.body.data.formatted.text).toBe(
      'Kucsko, G., & Maurer, P. C. (2013). Nanometre-scale thermometry in a living cell. Nature, 500(7460), 54–58. https://doi.org/10.1038/nature12373',
    );
    expect(resolver.requests).toContain(`/${REGISTERED_DOI} application/vnd.citationstyles.csl+json`);

    const library = await call<{ data: PaperSourceLibrary }>('GET', `/papers/${paper.id}/sources`, { token });
    expect(library.body.data.requirement).toEqual({
      count: 1,
      usable: 1,
      met: true,
      year_range: { start: 2010, end: 2020 },
    });
    const stored = await call<{ data: Paper }>('GET', `/papers/${paper.id}`, { token });
    expect(stored.body.data.sources.references.links).toEqual([`https://doi.org/${REGISTERED_DOI}`]);
  });

  it('asks for a title when a DOI cannot be looked up, and takes the student’s details instead', async () => {
    const paper = await newPaper();
    const unknown = await add(paper.id, { kind: 'doi', doi: '10.5555/unknown-doi' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(
      'We could not look this source up. Please enter its title (and its authors and year) by hand.',
    );

    const completed = await add(paper.id, {
      kind: 'doi',
      doi: '10.5555/unknown-doi',
      item: {
        title: 'A report typed by hand',
        author: [{ family: 'Okafor', given: 'Amara' }],
        issued: { 'date-parts': [[2022]] },
      },
    });
    expect(completed.status).toBe(201);
    expect(completed.body.data).toMatchObject({ id: 'okafor2022', item: { DOI: '10.5555/unknown-doi' } });
  });

  it('adds web pages and hand-entered sources, flags what is outside the year range or incomplete, and counts only usable ones', async () => {
    const paper = await newPaper({
      citation_style: 'MLA_9',
      sources: { count: 2, yearRange: { start: 2015, end: 2025 } },
    });
    const page = await add(paper.id, {
      kind: 'url',
      url: 'https://example.org/climate',
      item: { title: 'Climate facts' },
    });
    expect(page.body.data).toMatchObject({ kind: 'url', missing: ['author', 'issued'] });
    expect(page.body.data.item.accessed).toBeDefined();

    const old = await add(paper.id, {
      kind: 'manual',
      item: {
        type: 'book',
        title: 'An old book',
        author: [{ family: 'Darwin', given: 'Charles' }],
        issued: { 'date-parts': [[1859]] },
        publisher: 'John Murray',
      },
    });
    expect(old.body.data).toMatchObject({ id: 'darwin1859', out_of_range: true, missing: [] });
    expect(old.body.data.formatted.text).toBe('Darwin, Charles. An Old Book. John Murray, 1859.');

    const library = await call<{ data: PaperSourceLibrary }>('GET', `/papers/${paper.id}/sources`, { token });
    expect(library.body.data.requirement).toMatchObject({ count: 2, usable: 0, met: false });
    expect(library.body.data.sources.map((source) => source.id)).toEqual([page.body.data.id, 'darwin1859']);

    const noTitle = await add(paper.id, { kind: 'url', url: 'https://example.org/untitled' });
    expect(noTitle.status).toBe(400);
    const badType = await add(paper.id, { kind: 'manual', item: { type: 'poem', title: 'x' } });
    expect(badType.status).toBe(400);
  });

  it('gives two sources by the same author and year their own keys, and edits and deletes by key', async () => {
    const paper = await newPaper();
    const item = {
      type: 'article-journal',
      title: 'First study',
      author: [{ family: 'Lee', given: 'Min' }],
      issued: { 'date-parts': [[2020]] },
    };
    const first = await add(paper.id, { kind: 'manual', item });
    const second = await add(paper.id, { kind: 'manual', item: { ...item, title: 'Second study' } });
    expect([first.body.data.id, second.body.data.id]).toEqual(['lee2020', 'lee2020-2']);

    const edited = await call<{ data: PaperSource }>('PUT', `/papers/${paper.id}/sources/lee2020-2`, {
      token,
      body: { item: { ...item, title: 'Second study, revised', volume: '12' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.item).toMatchObject({ id: 'lee2020-2', title: 'Second study, revised', volume: '12' });

    expect((await call('DELETE', `/papers/${paper.id}/sources/lee2020`, { token })).status).toBe(204);
    expect((await call('DELETE', `/papers/${paper.id}/sources/lee2020`, { token })).status).toBe(404);
    const library = await call<{ data: PaperSourceLibrary }>('GET', `/papers/${paper.id}/sources`, { token });
    expect(library.body.data.sources.map((source) => source.id)).toEqual(['lee2020-2']);
  });

  it('stores an uploaded PDF privately, links it, and removes it with the source and with the paper', async () => {
    const paper = await newPaper();
    const form = new FormData();
    form.append(
      'item',
      JSON.stringify({ author: [{ family: 'Nguyen', given: 'Thi' }], issued: { 'date-parts': [[2021]] } }),
    );
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n% test reference\n')], { type: 'application/pdf' }),
      'Lecture_notes_week_3.pdf',
    );
    const uploaded = await call<{ data: PaperSource }>('POST', `/papers/${paper.id}/sources`, { token, form });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({
      id: 'nguyen2021',
      kind: 'file',
      file_name: 'Lecture_notes_week_3.pdf',
      item: { type: 'document', title: 'Lecture notes week 3' },
    });
    const storedFiles = await readdir(path.join(dataDir, 'storage', 'originals', 'papers', paper.id));
    expect(storedFiles).toHaveLength(1);

    const link = await call<{ data: { url: string } }>('GET', `/papers/${paper.id}/sources/nguyen2021/file`, { token });
    expect(link.body.data.url).toMatch(/originals\/papers\//);
    expect(link.body.data.url).toMatch(/signature=/);

    const disguised = new FormData();
    disguised.append('file', new Blob([Buffer.from('MZ\x90\x00 not a pdf')], { type: 'application/pdf' }), 'virus.pdf');
    const refused = await call<ErrorBody>('POST', `/papers/${paper.id}/sources`, { token, form: disguised });
    expect(refused.status).toBe(415);

    expect((await call('DELETE', `/papers/${paper.id}`, { token })).status).toBe(204);
    await expect(readdir(path.join(dataDir, 'storage', 'originals', 'papers', paper.id))).resolves.toHaveLength(0);
  });

  it('keeps each library to its owner', async () => {
    const paper = await newPaper();
    await add(paper.id, { kind: 'manual', item: { type: 'book', title: 'Mine' } });
    const stranger = await tokens.sign({ userId: randomUUID() });
    for (const [method, urlPath, body] of [
      ['GET', `/papers/${paper.id}/sources`, undefined],
      ['POST', `/papers/${paper.id}/sources`, { kind: 'manual', item: { type: 'book', title: 'Theirs' } }],
      ['DELETE', `/papers/${paper.id}/sources/minend`, undefined],
    ] as const) {
      const answer = await call<ErrorBody>(method, urlPath, { token: stranger, body });
      expect([method, answer.status, answer.body.error.message]).toEqual([method, 404, 'Paper not found']);
    }
    expect((await call('GET', `/papers/${paper.id}/sources`)).status).toBe(401);
  });
});
