import type {
  BlogPostSummaryResponse,
  CourseResponse,
  DocumentSummary,
  HomeworkQuestionResponse,
  ScholarshipResponse,
  SubjectResponse,
  TextbookResponse,
  UniversityResponse,
} from '@studyhub/contracts';
import { fetchBlog } from '@/modules/blog/server/blog-fetch';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { siteOrigin } from '@/modules/catalog/server/site-url';
import { fetchScholarships } from '@/modules/scholarships/server/scholarships-fetch';
import { mapWithConcurrency, sitemapUrls, sitemapXml } from '@/modules/catalog/sitemap';

export const dynamic = 'force-dynamic';

/** The API's largest page. */
const PAGE_LIMIT = 100;
/** 50,000 URLs is the most one sitemap file may hold; this stays well under it per list. */
const MAX_PAGES = 100;
/** Course lists are one request per university: a few at a time, so the gateway's budget is not spent at once. */
const COURSE_CONCURRENCY = 4;
/** Catalog answers are reused for ten minutes; crawlers need nothing fresher, and the gateway budget is spared. */
const REVALIDATE_SECONDS = 600;

/** Every item of a paged catalog list, as a visitor without a session sees it. */
async function allPages<T>(path: string, maxPages = MAX_PAGES): Promise<T[]> {
  const items: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchCatalog<T[]>(`${path}${separator}limit=${PAGE_LIMIT}&page=${page}`, {
      anonymous: true,
      revalidate: REVALIDATE_SECONDS,
    });
    if (!result.ok) break;
    items.push(...result.data);
    const total = result.meta?.total;
    if (result.data.length < PAGE_LIMIT || (total !== undefined && items.length >= total)) break;
  }
  return items;
}

/** Every published blog post: the blog pages 10 posts at a time (its fixed page size). */
async function allBlogPosts(): Promise<BlogPostSummaryResponse[]> {
  const posts: BlogPostSummaryResponse[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await fetchBlog<BlogPostSummaryResponse[]>(`/blog/posts?page=${page}`, {
      anonymous: true,
      revalidate: REVALIDATE_SECONDS,
    });
    if (!result.ok || result.data.length === 0) break;
    posts.push(...result.data);
    if (posts.length >= (result.meta?.total ?? 0)) break;
  }
  return posts;
}

/** Every published scholarship still open, 100 at a time. */
async function allScholarships(): Promise<ScholarshipResponse[]> {
  const scholarships: ScholarshipResponse[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await fetchScholarships<ScholarshipResponse[]>(`/scholarships?limit=${PAGE_LIMIT}&page=${page}`, {
      anonymous: true,
      revalidate: REVALIDATE_SECONDS,
    });
    if (!result.ok || result.data.length === 0) break;
    scholarships.push(...result.data);
    if (scholarships.length >= (result.meta?.total ?? 0)) break;
  }
  return scholarships;
}

/**
 * /sitemap.xml: the static public pages and every approved document, subject, textbook,
 * university, course, public homework question and published blog post, generated from the API.
 */
export async function GET(): Promise<Response> {
  const [origin, documents, subjects, textbooks, universities, questions, blogPosts, scholarships] = await Promise.all([
    siteOrigin(),
    allPages<DocumentSummary>('/documents?sort=newest'),
    fetchCatalog<SubjectResponse[]>('/subjects', { anonymous: true, revalidate: REVALIDATE_SECONDS }),
    allPages<TextbookResponse>('/textbooks'),
    allPages<UniversityResponse>('/universities'),
    allPages<HomeworkQuestionResponse>('/homework-questions'),
    allBlogPosts(),
    allScholarships(),
  ]);
  const courses = await mapWithConcurrency(
    universities.filter((university) => university.courses_count > 0),
    COURSE_CONCURRENCY,
    async (university) =>
      (await allPages<CourseResponse>(`/universities/${encodeURIComponent(university.slug)}/courses`)).map(
        (course) => ({ universitySlug: university.slug, courseSlug: course.slug }),
      ),
  );
  const urls = sitemapUrls(origin, {
    documents,
    subjects: subjects.ok ? subjects.data : [],
    textbooks,
    universities,
    courses: courses.flat(),
    questions,
    scholarships,
    blogPosts,
  });
  return new Response(sitemapXml(urls), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${REVALIDATE_SECONDS}`,
    },
  });
}
