import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { CourseDetailResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { routeKeyOf } from '@/modules/taxonomy/route-key';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { redirectToCanonical } from '@/modules/taxonomy/server/canonical-redirect';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';
import { coursePath } from '@/modules/universities/university-paths';
import { CourseDetailView } from '@/modules/universities/views/course-detail-view';

type Props = { params: Promise<{ slug: string; courseSlug: string }>; searchParams: Promise<SearchParams> };

const loadCourse = cache((universityKey: string, courseKey: string) =>
  fetchCatalog<CourseDetailResponse>(
    `/universities/${encodeURIComponent(universityKey)}/courses/${encodeURIComponent(courseKey)}`,
  ),
);

/** Both keys of the route, or null when either cannot be a slug (spec section 8: 'Invalid university slug'). */
async function routeKeys(params: Props['params']): Promise<[string, string] | null> {
  const { slug, courseSlug } = await params;
  const universityKey = routeKeyOf(slug);
  const courseKey = routeKeyOf(courseSlug);
  return universityKey && courseKey ? [universityKey, courseKey] : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const keys = await routeKeys(params);
  const result = keys ? await loadCourse(...keys) : null;
  if (!result?.ok) return missingPageMetadata('Course not found');
  const course = result.data;
  const title = `${course.name} at ${course.university.name}`;
  return catalogPageMetadata({
    title,
    description: `Notes, past exams and study guides for ${title}, shared by students.`,
    path: coursePath(course.university.slug, course.slug),
  });
}

export default async function CoursePage({ params, searchParams }: Props) {
  const [keys, query] = await Promise.all([routeKeys(params), searchParams]);
  if (!keys) notFound();
  const course = requiredEntity(await loadCourse(...keys));
  redirectToCanonical(
    keys.join('/'),
    `${course.university.slug}/${course.slug}`,
    coursePath(course.university.slug, course.slug),
    query,
  );
  return <CourseDetailView course={course} searchParams={query} />;
}
