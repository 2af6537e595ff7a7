import { STATIC_PUBLIC_PATHS, mapWithConcurrency, sitemapUrls, sitemapXml, type SitemapCatalog } from './sitemap';

const EMPTY: SitemapCatalog = {
  documents: [],
  subjects: [],
  textbooks: [],
  universities: [],
  courses: [],
  questions: [],
};

describe('sitemapXml', () => {
  it('lists each URL, escaped, in the sitemap namespace', () => {
    const xml = sitemapXml([{ loc: "https://s.example/documents/a&b'c", lastmod: '2026-01-01' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://s.example/documents/a&amp;b&apos;c</loc><lastmod>2026-01-01</lastmod>');
  });

  it('leaves lastmod out when it is not known', () => {
    expect(sitemapXml([{ loc: 'https://s.example/' }])).toContain('<url><loc>https://s.example/</loc></url>');
  });
});

describe('sitemapUrls', () => {
  it('starts with every static public page of the spec', () => {
    const urls = sitemapUrls('https://s.example/', EMPTY).map((url) => url.loc);
    expect(urls).toEqual(STATIC_PUBLIC_PATHS.map((path) => `https://s.example${path}`));
    expect(urls).toContain('https://s.example/legal/file-complaint');
    expect(urls).not.toContain('https://s.example/homework-helper');
  });

  it('adds every catalog page with its date', () => {
    const urls = sitemapUrls('https://s.example', {
      documents: [
        { slug: 'calculus-notes', published_at: '2026-02-03T10:00:00Z', created_at: '2026-01-01T00:00:00Z' },
        { slug: 'draft', published_at: null, created_at: '2026-01-05T00:00:00Z' },
      ],
      subjects: [{ slug: 'mathematics' }],
      textbooks: [{ slug: 'calculus-early-transcendentals' }],
      universities: [{ slug: 'university-of-nairobi', updated_at: '2026-03-01T00:00:00Z' }],
      courses: [{ universitySlug: 'university-of-nairobi', courseSlug: 'computer science' }],
      questions: [{ slug: 'what-is-binary-search', created_at: '2026-04-01T00:00:00Z' }],
    }).slice(STATIC_PUBLIC_PATHS.length);
    expect(urls).toEqual([
      { loc: 'https://s.example/documents/calculus-notes', lastmod: '2026-02-03' },
      { loc: 'https://s.example/documents/draft', lastmod: '2026-01-05' },
      { loc: 'https://s.example/subjects/mathematics' },
      { loc: 'https://s.example/textbooks/calculus-early-transcendentals' },
      { loc: 'https://s.example/universities/university-of-nairobi', lastmod: '2026-03-01' },
      { loc: 'https://s.example/universities/university-of-nairobi/courses/computer%20science' },
      { loc: 'https://s.example/ai-homework-helper/what-is-binary-search', lastmod: '2026-04-01' },
    ]);
  });

  it('adds the published blog posts with their publication day', () => {
    const urls = sitemapUrls('https://s.example', {
      ...EMPTY,
      blogPosts: [{ slug: 'cornell-notes-adapted', published_at: '2026-07-01T08:00:00.000Z' }],
    }).slice(STATIC_PUBLIC_PATHS.length);
    expect(urls).toEqual([{ loc: 'https://s.example/blog/cornell-notes-adapted', lastmod: '2026-07-01' }]);
  });

  it('adds the open scholarships with the day they last changed', () => {
    const urls = sitemapUrls('https://s.example', {
      ...EMPTY,
      scholarships: [{ slug: 'gates-scholarship', updated_at: '2026-05-02T09:00:00.000Z' }],
    }).slice(STATIC_PUBLIC_PATHS.length);
    expect(urls).toEqual([{ loc: 'https://s.example/scholarships/gates-scholarship', lastmod: '2026-05-02' }]);
  });

  it('lists a page once even when the catalog repeats it', () => {
    const urls = sitemapUrls('https://s.example', { ...EMPTY, subjects: [{ slug: 'physics' }, { slug: 'physics' }] });
    expect(urls.filter((url) => url.loc.endsWith('/subjects/physics'))).toHaveLength(1);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order of the results and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (value) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });

  it('answers an empty list without running anything', async () => {
    await expect(mapWithConcurrency([], 4, () => Promise.reject(new Error('never')))).resolves.toEqual([]);
  });
});
