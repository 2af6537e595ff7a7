import { type MetadataFetch, draftFromCslJson, fetchDoiMetadata } from './doi-metadata';

/** What doi.org answers for a Crossref DOI with Accept: application/vnd.citationstyles.csl+json (abridged). */
const crossrefRecord = {
  type: 'journal-article',
  title: 'Sleep deprivation and memory consolidation in undergraduate students',
  author: [
    { given: 'Matthew P.', family: 'Walker', sequence: 'first', affiliation: [] },
    { given: 'Robert', family: 'Stickgold', sequence: 'additional', ORCID: 'http://orcid.org/0000-0000-0000-0000' },
    { name: 'Sleep Study Consortium' },
    { sequence: 'additional' },
  ],
  'container-title': ['Journal of Sleep Research'],
  volume: 28,
  issue: '2',
  page: '112-127',
  issued: { 'date-parts': [[2019, 4, 1]] },
  publisher: 'Wiley',
  ISSN: ['0962-1105', '1365-2869'],
  DOI: '10.1111/jsr.12745',
  URL: 'https://doi.org/10.1111/jsr.12745',
  subject: ['Behavioral Neuroscience'],
};

function answering(status: number, body: unknown): { fetch: MetadataFetch; calls: { url: string; accept?: string }[] } {
  const calls: { url: string; accept?: string }[] = [];
  return {
    calls,
    fetch: (url, init) => {
      calls.push({ url, accept: init.headers.Accept });
      return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
    },
  };
}

describe('fetchDoiMetadata', () => {
  it('asks doi.org for CSL-JSON and keeps the fields a source has', async () => {
    const fake = answering(200, crossrefRecord);
    await expect(fetchDoiMetadata('10.1111/jsr.12745', { fetch: fake.fetch })).resolves.toEqual({
      found: true,
      draft: {
        type: 'article-journal',
        title: 'Sleep deprivation and memory consolidation in undergraduate students',
        author: [
          { family: 'Walker', given: 'Matthew P.' },
          { family: 'Stickgold', given: 'Robert' },
          { literal: 'Sleep Study Consortium' },
        ],
        'container-title': 'Journal of Sleep Research',
        volume: '28',
        issue: '2',
        page: '112-127',
        issued: { 'date-parts': [[2019, 4, 1]] },
        publisher: 'Wiley',
        ISSN: '0962-1105',
        DOI: '10.1111/jsr.12745',
        URL: 'https://doi.org/10.1111/jsr.12745',
      },
    });
    expect(fake.calls).toEqual([
      { url: 'https://doi.org/10.1111/jsr.12745', accept: 'application/vnd.citationstyles.csl+json' },
    ]);
  });

  it('answers NOT_FOUND, UNAVAILABLE or UNREADABLE instead of throwing', async () => {
    await expect(fetchDoiMetadata('10.1/x', { fetch: answering(404, {}).fetch })).resolves.toEqual({
      found: false,
      reason: 'NOT_FOUND',
    });
    await expect(fetchDoiMetadata('10.1/x', { fetch: answering(503, {}).fetch })).resolves.toEqual({
      found: false,
      reason: 'UNAVAILABLE',
    });
    await expect(fetchDoiMetadata('10.1/x', { fetch: answering(200, ['not', 'a', 'record']).fetch })).resolves.toEqual({
      found: false,
      reason: 'UNREADABLE',
    });
    const offline: MetadataFetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(fetchDoiMetadata('10.1/x', { fetch: offline })).resolves.toEqual({
      found: false,
      reason: 'UNAVAILABLE',
    });
  });

  it('gives up when the answer does not come in time', async () => {
    const silent: MetadataFetch = (_url, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(fetchDoiMetadata('10.1/x', { fetch: silent, timeoutMs: 5 })).resolves.toEqual({
      found: false,
      reason: 'TIMEOUT',
    });
  });
});

describe('draftFromCslJson', () => {
  it('drops a field the schema refuses instead of the whole record, and maps unknown types to document', () => {
    expect(
      draftFromCslJson({
        type: 'peer-review',
        title: ['A review'],
        issued: { 'date-parts': [[2020, 21]] },
        URL: 'ftp://example.org/x',
      }),
    ).toEqual({ type: 'document', title: 'A review' });
    expect(draftFromCslJson({ type: 'book-chapter', title: 'C' }).type).toBe('chapter');
  });
});
