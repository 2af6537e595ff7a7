import type { AdminCourseResponse, UniversityResponse } from '@studyhub/contracts';
import { GraduationCap } from 'lucide-react';
import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { ListResults } from '@/modules/tables/components/list-results';
import { DeleteButton } from '../delete-button';
import { sortHrefOf, type PageQuery } from '../list-query';
import {
  COURSES_PATH,
  COURSE_LEVEL_LABELS,
  coursesApiQuery,
  coursesPageHref,
  isCourseFiltered,
  parseCourseFilters,
  type CourseFilters,
} from './course-filters';
import { CourseFormButton } from './course-form-button';
import { UniversityChooser } from './university-chooser';

function columnsFor(showUniversity: boolean): readonly Column<AdminCourseResponse>[] {
  return [
    {
      key: 'name',
      header: 'Course',
      sortKey: 'name',
      cell: (course) => (
        <>
          <span className="font-semibold">{course.name}</span>
          <span className="block text-xs break-all text-muted">/{course.slug}</span>
        </>
      ),
    },
    ...(showUniversity
      ? [
          {
            key: 'university',
            header: 'University',
            cell: (course: AdminCourseResponse) => (
              <Link
                href={`${COURSES_PATH}?university_id=${course.university.id}`}
                className="text-brand-700 hover:underline"
              >
                {course.university.name}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'level', header: 'Level', sortKey: 'level', cell: (course) => COURSE_LEVEL_LABELS[course.level] },
    {
      key: 'active',
      header: 'Status',
      sortKey: 'is_active',
      cell: (course) => (
        <StatusBadge tone={course.is_active ? 'success' : 'neutral'}>
          {course.is_active ? 'Active' : 'Inactive'}
        </StatusBadge>
      ),
    },
    {
      key: 'created',
      header: 'Added',
      sortKey: 'created_at',
      sortFirst: 'desc',
      cell: (c) => formatDateTime(c.created_at, 'utc'),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (course) => (
        <div className="flex flex-wrap gap-2">
          <CourseFormButton course={course} university={course.university} />
          <DeleteButton kind="course" apiPath={`/admin/courses/${course.id}`} name={course.name} />
        </div>
      ),
    },
  ];
}

function CourseFilterForm({ filters }: { filters: CourseFilters }) {
  return (
    <form
      method="get"
      action={COURSES_PATH}
      role="search"
      aria-label="Find courses"
      className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      {filters.universityId ? <input type="hidden" name="university_id" value={filters.universityId} /> : null}
      <TextField
        label="Course name"
        name="search"
        type="search"
        defaultValue={filters.search}
        maxLength={200}
        autoComplete="off"
      />
      <SelectField
        label="Status"
        name="is_active"
        defaultValue={filters.isActive === null ? '' : String(filters.isActive)}
      >
        <option value="">Active and inactive</option>
        <option value="true">Active</option>
        <option value="false">Inactive</option>
      </SelectField>
      <div className="flex flex-wrap gap-2 sm:mt-6">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {isCourseFiltered(filters) ? (
          <Link
            href={filters.universityId ? `${COURSES_PATH}?university_id=${filters.universityId}` : COURSES_PATH}
            className="btn-ghost"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** /admin/courses: the courses of a university (or of all), created, edited, switched off or deleted. */
export async function AdminCoursesView({ query }: { query: PageQuery }) {
  const filters = parseCourseFilters(query);
  const apiQuery = coursesApiQuery(filters);
  const [result, university] = await Promise.all([
    fetchFromGateway<AdminCourseResponse[]>(apiQuery, { fallbackMessage: 'The courses could not be loaded.' }),
    filters.universityId
      ? fetchFromGateway<UniversityResponse>(`/admin/universities/${filters.universityId}`, {
          fallbackMessage: 'The university could not be loaded.',
        })
      : Promise.resolve(null),
  ]);
  const chosen = university?.ok ? university.data : null;
  const pageHref = coursesPageHref(filters, filters.page);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{chosen ? `Courses at ${chosen.name}` : 'Courses'}</h1>
          <p className="mt-1 text-sm text-muted">
            {chosen ? (
              <>
                <Link href={COURSES_PATH} className="text-brand-700 hover:underline">
                  All universities
                </Link>
                {' · '}
                <Link href={`/admin/universities/${chosen.id}`} className="text-brand-700 hover:underline">
                  Edit the university
                </Link>
              </>
            ) : (
              'Choose a university to add courses to it.'
            )}
          </p>
        </div>
        {chosen ? <CourseFormButton course={null} university={chosen} /> : null}
      </div>
      {university && !university.ok ? (
        <div className="mt-4">
          <LoadError message={university.message} retryHref={pageHref} />
        </div>
      ) : null}
      {chosen ? null : (
        <div className="mt-4 max-w-xl">
          <UniversityChooser />
        </div>
      )}
      <CourseFilterForm filters={filters} />
      <ListResults
        result={result}
        emptyIcon={GraduationCap}
        emptyTitle={
          isCourseFiltered(filters)
            ? 'No courses match.'
            : chosen
              ? 'This university has no courses yet.'
              : 'No courses yet.'
        }
        emptyDescription={chosen && !isCourseFiltered(filters) ? 'Add one with New course.' : undefined}
        retryHref={pageHref}
        isErrorSpaced
        hrefForPage={(page) => coursesPageHref(filters, page)}
        noun={['course', 'courses']}
        exportQuery={apiQuery}
        caption="Courses"
        columns={columnsFor(chosen === null)}
        rowKey={(course) => course.id}
        rowTestId="admin-course-row"
        tableFrom="lg"
        sort={{ current: filters.sort, href: sortHrefOf(pageHref) }}
      />
    </div>
  );
}
