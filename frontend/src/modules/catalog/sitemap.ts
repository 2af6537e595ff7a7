/** One <url> of the sitemap. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** The sitemap's XML from a list of absolute URLs (escaped). Pure. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const escape = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;');
  const entries = urls
    .map(
      (url) =>
        `  <url><loc>${escape(url.loc)}</loc>${url.lastmod ? `<lastmod>${escape(url.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The public pages of spec section 2 that exist without data (aliases that redirect are left out). */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/documents',
  '/subjects',
  '/textbooks',
  '/universities',
  '/ai-homework-helper',
  '/document-chat',
  '/ai-flashcard-maker',
  '/ai-writer',
  '/ai-detector',
  '/plagiarism-checker',
  '/xy-editor',
  '/about',
  '/contact',
  '/careers',
  '/help',
  '/blog',
  '/scholarships',
  '/legal',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookie-policy',
  '/legal/code-of-honor',
  '/legal/community-guidelines',
  '/legal/notice-takedown',
  '/legal/refund-policy',
  '/legal/file-complaint',
] as const;

/** What the catalog says exists, reduced to what a URL needs. */
export interface SitemapCatalog {
  documents: readonly { slug: string; published_at: string | null; created_at: string }[];
  subjects: readonly { slug: string }[];
  textbooks: readonly { slug: string }[];
  universities: readonly { slug: string; updated_at?: string }[];
  courses: readonly { universitySlug: string; courseSlug: string }[];
  questions: readonly { slug: string; created_at: string }[];
  /** Published scholarships that are still open (content service). */
  scholarships?: readonly { slug: string; updated_at: string }[];
  /** Published blog posts (content service). */
  blogPosts?: readonly { slug: string; published_at: string }[];
}

const day = (iso: string) => iso.slice(0, 10);
const segment = (slug: string) => encodeURIComponent(slug);

/** Every public page as an absolute URL: the static pages first, then the catalog's, each once. */
export function sitemapUrls(origin: string, catalog: SitemapCatalog): SitemapUrl[] {
  const base = origin.replace(/\/+$/, '');
  const urls: SitemapUrl[] = [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ loc: `${base}${path}` })),
    ...catalog.documents.map((document) => ({
      loc: `${base}/documents/${segment(document.slug)}`,
      lastmod: day(document.published_at ?? document.created_at),
    })),
    ...catalog.subjects.map((subject) => ({ loc: `${base}/subjects/${segment(subject.slug)}` })),
    ...catalog.textbooks.map((textbook) => ({ loc: `${base}/textbooks/${segment(textbook.slug)}` })),
    ...catalog.universities.map((university) => ({
      loc: `${base}/universities/${segment(university.slug)}`,
      ...(university.updated_at ? { lastmod: day(university.updated_at) } : {}),
    })),
    ...catalog.courses.map((course) => ({
      loc: `${base}/universities/${segment(course.universitySlug)}/courses/${segment(course.courseSlug)}`,
    })),
    ...catalog.questions.map((question) => ({
      loc: `${base}/ai-homework-helper/${segment(question.slug)}`,
      lastmod: day(question.created_at),
    })),
    ...(catalog.scholarships ?? []).map((scholarship) => ({
      loc: `${base}/scholarships/${segment(scholarship.slug)}`,
      lastmod: day(scholarship.updated_at),
    })),
    ...(catalog.blogPosts ?? []).map((post) => ({
      loc: `${base}/blog/${segment(post.slug)}`,
      lastmod: day(post.published_at),
    })),
  ];
  const seen = new Set<string>();
  return urls.filter((url) => (seen.has(url.loc) ? false : (seen.add(url.loc), true)));
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the order of the results. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
