import { signStorageUrl, verifySignedStorageUrl } from './signed-url';

const SECRET = 'test-secret';
const NOW = new Date('2026-11-24T12:00:00Z');

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://site').searchParams);
}

describe('signed storage URLs', () => {
  const url = signStorageUrl(SECRET, 'originals', 'doc/r1/original.pdf', { expiresInSeconds: 3600 }, NOW);

  it('points at the storage route with an expiry an hour ahead', () => {
    expect(url.startsWith('/api/storage/originals/doc/r1/original.pdf?')).toBe(true);
    expect(Number(queryOf(url).expires)).toBe(NOW.getTime() / 1000 + 3600);
  });

  it('is valid for its own file until it expires', () => {
    expect(verifySignedStorageUrl(SECRET, 'originals', 'doc/r1/original.pdf', queryOf(url), NOW)).toBe('valid');
    const later = new Date(NOW.getTime() + 3601_000);
    expect(verifySignedStorageUrl(SECRET, 'originals', 'doc/r1/original.pdf', queryOf(url), later)).toBe('expired');
  });

  it.each([
    ['another key', 'originals', 'doc/r2/original.pdf', {}],
    ['another area', 'converted', 'doc/r1/original.pdf', {}],
    ['a later expiry', 'originals', 'doc/r1/original.pdf', { expires: String(NOW.getTime() / 1000 + 99999) }],
    ['an added download name', 'originals', 'doc/r1/original.pdf', { download: 'x.pdf' }],
    ['a garbled signature', 'originals', 'doc/r1/original.pdf', { signature: 'zz' }],
  ] as const)('refuses %s', (_label, area, key, change) => {
    expect(verifySignedStorageUrl(SECRET, area, key, { ...queryOf(url), ...change }, NOW)).toBe('invalid');
  });

  it('refuses a URL signed with another secret', () => {
    expect(verifySignedStorageUrl('other', 'originals', 'doc/r1/original.pdf', queryOf(url), NOW)).toBe('invalid');
  });

  it('covers the download name with the signature', () => {
    const download = signStorageUrl(
      SECRET,
      'originals',
      'doc/r1/original.pdf',
      { expiresInSeconds: 60, downloadName: 'Week 1.pdf' },
      NOW,
    );
    expect(queryOf(download).download).toBe('Week 1.pdf');
    expect(verifySignedStorageUrl(SECRET, 'originals', 'doc/r1/original.pdf', queryOf(download), NOW)).toBe('valid');
  });
});
