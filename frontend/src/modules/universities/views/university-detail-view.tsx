import Link from 'next/link';
import type { CourseResponse, UniversityResponse } from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { pageCountOf } from '@/modules/catalog/pagination-window';
import type { CatalogResult } from '@/modules/catalog/server/catalog-fetch';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { DocumentsSection } from '@/modules/taxonomy/components/documents-section';
import { hrefWith, pageValue, type SearchParams } from '@/modules/taxonomy/search-params';
import { CourseList } from '../components/course-list';
import { UniversityFacts } from '../components/university-facts';
import { UniversityLogo } from '../components/university-logo';
import { universityPath } from '../university-paths';

export const COURSE_PAGE_SIZE = 12;
/** The course list pages on its own parameter, so it and the documents page independently. */
export const COURSE_PAGE_PARAM = 'courses_page';

/** /universities/{slug}: the university, its courses (paged) and its approved documents. */
export function UniversityDetailView({
  university,
  courses,
  coursePage,
  searchParams,
}: {
  university: UniversityResponse;
  courses: CatalogResult<CourseResponse[]>;
  coursePage: number;
  searchParams: SearchParams;
}) {
  const path = universityPath(university.slug);
  const courseTotal = courses.ok ? (courses.meta?.total ?? courses.data.length) : 0;
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Universities', href: '/universities' },
          { label: university.name, href: path },
        ]}
      />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <UniversityLogo name={university.name} logoUrl={university.logo_url} size="lg" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{university.name}</h1>
          <UniversityFacts university={university} />
        </div>
      </header>
      <section aria-labelledby="courses-heading" className="mt-12">
        <h2 id="courses-heading" className="text-xl font-semibold text-ink">
          Courses
        </h2>
        {!courses.ok ? (
          <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-4 text-danger">
            {courses.message}
          </p>
        ) : courseTotal === 0 ? (
          <p className="mt-3 text-muted">No courses are listed for this university yet.</p>
        ) : (
          <>
            {courses.data.length > 0 ? (
              <CourseList universitySlug={university.slug} courses={courses.data} />
            ) : (
              <p className="mt-3 text-muted">
                There are no courses on this page.{' '}
                <Link href={hrefWith(path, searchParams, { [COURSE_PAGE_PARAM]: undefined })} className="link">
                  See the first courses
                </Link>
              </p>
            )}
            <Pagination
              page={coursePage}
              pageCount={pageCountOf(courseTotal, COURSE_PAGE_SIZE)}
              hrefFor={(page) =>
                `${hrefWith(path, searchParams, { [COURSE_PAGE_PARAM]: pageValue(page) })}#courses-heading`
              }
              label="Course pages"
            />
          </>
        )}
      </section>
      <DocumentsSection
        scope={{ university_id: university.id }}
        basePath={path}
        searchParams={searchParams}
        heading={`Documents from ${university.name}`}
      />
    </div>
  );
}
