import Link from 'next/link';
import type { CourseDetailResponse } from '@studyhub/contracts';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { DocumentsSection } from '@/modules/taxonomy/components/documents-section';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { courseLevelLabel } from '../components/course-list';
import { UniversityLogo } from '../components/university-logo';
import { coursePath, universityPath } from '../university-paths';

/** /universities/{universitySlug}/courses/{courseSlug}: the course and its approved documents. */
export function CourseDetailView({
  course,
  searchParams,
}: {
  course: CourseDetailResponse;
  searchParams: SearchParams;
}) {
  const universityHref = universityPath(course.university.slug);
  const path = coursePath(course.university.slug, course.slug);
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Universities', href: '/universities' },
          { label: course.university.name, href: universityHref },
          { label: course.name, href: path },
        ]}
      />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <UniversityLogo name={course.university.name} logoUrl={course.university.logo_url} size="lg" />
        <div>
          <p className="eyebrow">{courseLevelLabel(course.level)} course</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{course.name}</h1>
          <p className="mt-2 text-muted">
            <Link href={universityHref} className="link">
              {course.university.name}
            </Link>
          </p>
        </div>
      </header>
      <DocumentsSection
        scope={{ course_id: course.id }}
        basePath={path}
        searchParams={searchParams}
        heading={`${course.name} documents`}
      />
    </div>
  );
}
