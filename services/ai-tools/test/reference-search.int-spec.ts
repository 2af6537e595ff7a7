import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { POINTS_MESSAGES, type Paper, type SourceSearchResult } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';
import { PointsLedgerProcess } from './support/points-ledger-process';

jest.setTimeout(120_000);

const INTERNAL_SECRET = 'ai-tools-reference-search-internal-secret';

interface RegistryRequest {
  url: URL;
}

/** Crossref's /works on loopback: answers what the test scripts, records what it was asked. */
class FakeRegistry {
  readonly requests: RegistryRequest[] = [];
  items: unknown[] = [];
  status = 200;
  delayMs = 0;
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      this.requests.push({ url: new URL(request.url ?? '/', 'http://registry') });
      setTimeout(() => {
        if (this.status !== 200) {
          response.writeHead(this.status).end();
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: 'ok', message: { items: this.items } }));
      }, this.delayMs);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const work = (doi: string, title: string, family: string, year: number) => ({
  DOI: doi,
  type: 'journal-article',
  title: [title],
  author: [{ given: 'A.', family, sequence: 'first', affiliation: [] }],
  'container-title': ['Journal of Tests'],
  volume: '4',
  page: '1-9',
  issued: { 'date-parts': [[year]] },
});

describe('POST /papers/{id}/sources/search: reference search at 5 points each', () => {
  const registry = new FakeRegistry();
  let ledger: PointsLedgerProcess;
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    const registryUrl = await registry.start();
    ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    tokens = await createTestTokenIssuer();
    service = await startTestService(aiToolsService, {
      verifier: tokens.verifier,
      env: {
        POINTS_LEDGER_URL: ledger.url,
        INTERNAL_API_SECRET: INTERNAL_SECRET,
        REFERENCE_SEARCH_URL: registryUrl,
        REFERENCE_SEARCH_MAILTO: 'support@studyhub.example',
        REFERENCE_SEARCH_TIMEOUT_MS: '500',
        DOI_RESOLVER_URL: '',
      },
    });
  });

  afterAll(async () => {
    await service?.close();
    await ledger?.close();
    await registry.stop();
  });

  beforeEach(() => {
    registry.requests.length = 0;
    registry.items = [];
    registry.status = 200;
    registry.delayMs = 0;
  });

  async function student(points: number): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    if (points > 0) await ledger.fund(id, points);
    return { id, token: await tokens.sign({ userId: id }) };
  }

  async function call<T>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function paperFor(token: string): Promise<Paper> {
    const created = await call<{ data: Paper }>('POST', '/papers', token, {
      title: 'Sleep and memory',
      citation_style: 'APA_7',
      sources: { yearRange: { start: 2015, end: 2024 } },
    });
    return created.body.data;
  }

  it('asks the registry within the year range and charges 5 points for each reference found', async () => {
    const user = await student(50);
    const paper = await paperFor(user.token);
    await call('POST', `/papers/${paper.id}/sources`, user.token, {
      kind: 'doi',
      doi: '10.1000/ALREADY',
      item: { title: 'Already in the library' },
    });
    registry.items = [
      work('10.1000/already', 'Already in the library', 'Walker', 2019),
      work('10.1000/two', 'Sleep and learning', 'Stickgold', 2020),
      { DOI: '10.1000/untitled', type: 'journal-article' },
    ];

    const answer = await call<{ data: SourceSearchResult }>('POST', `/papers/${paper.id}/sources/search`, user.token, {
      query: 'sleep deprivation memory',
      count: 5,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ points_charged: 10, balance: 40, provider: 'crossref' });
    expect(answer.body.data.candidates.map((candidate) => [candidate.item.DOI, candidate.in_library])).toEqual([
      ['10.1000/already', true],
      ['10.1000/two', false],
    ]);
    expect(answer.body.data.candidates[1]?.formatted.text).toBe(
      'Stickgold, A. (2020). Sleep and learning. Journal of Tests, 4, 1–9. https://doi.org/10.1000/two',
    );

    const asked = registry.requests[0]!.url;
    expect(asked.pathname).toBe('/works');
    expect(asked.searchParams.get('query.bibliographic')).toBe('sleep deprivation memory');
    expect(asked.searchParams.get('rows')).toBe('5');
    expect(asked.searchParams.get('filter')).toBe('from-pub-date:2015,until-pub-date:2024');
    expect(asked.searchParams.get('mailto')).toBe('support@studyhub.example');
    expect(await ledger.account(user.id)).toEqual({ points_balance: 40, held_points: 0, lifetime_spent: 10 });
  });

  it('charges nothing when nothing is found, the registry fails or does not answer in time', async () => {
    const user = await student(30);
    const paper = await paperFor(user.token);
    const nothing = await call<{ data: SourceSearchResult }>('POST', `/papers/${paper.id}/sources/search`, user.token, {
      query: 'an obscure topic',
    });
    expect(nothing.body.data).toMatchObject({ candidates: [], points_charged: 0, balance: 30 });

    registry.status = 500;
    const failed = await call<{ error: { code: string } }>('POST', `/papers/${paper.id}/sources/search`, user.token, {
      query: 'sleep',
    });
    expect(failed.status).toBe(502);
    registry.status = 200;
    registry.delayMs = 1_500;
    const slow = await call<{ error: { code: string } }>('POST', `/papers/${paper.id}/sources/search`, user.token, {
      query: 'sleep',
    });
    expect(slow.status).toBe(502);
    expect(await ledger.account(user.id)).toEqual({ points_balance: 30, held_points: 0, lifetime_spent: 0 });
  });

  it('refuses before asking the registry when the points do not cover the references asked for', async () => {
    const user = await student(20);
    const paper = await paperFor(user.token);
    const answer = await call<{ error: { message: string } }>(
      'POST',
      `/papers/${paper.id}/sources/search`,
      user.token,
      {
        query: 'sleep',
        count: 5,
      },
    );
    expect(answer.status).toBe(402);
    expect(answer.body.error.message).toBe(POINTS_MESSAGES.insufficient);
    expect(registry.requests).toHaveLength(0);
  });
});
