import Link from 'next/link';
import type { CourseResponse } from '@studyhub/contracts';
import { coursePath } from '../university-paths';

export function courseLevelLabel(level: CourseResponse['level']): string {
  return level === 'postgraduate' ? 'Postgraduate' : 'Undergraduate';
}

/** A university's courses, each linking to its course page. */
export function CourseList({ universitySlug, courses }: { universitySlug: string; courses: CourseResponse[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="courses">
      {courses.map((course) => (
        <li key={course.id}>
          <Link
            href={coursePath(universitySlug, course.slug)}
            className="block h-full rounded-xl border border-line bg-white p-3 transition hover:border-brand-300 hover:bg-surface-muted"
          >
            <span className="block font-medium text-ink" data-testid="course-name">
              {course.name}
            </span>
            <span className="block text-sm text-muted">{courseLevelLabel(course.level)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
