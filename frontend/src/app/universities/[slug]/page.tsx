import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { CourseResponse, UniversityResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { routeKeyOf } from '@/modules/taxonomy/route-key';
import { pageParam, type SearchParams } from '@/modules/taxonomy/search-params';
import { redirectToCanonical } from '@/modules/taxonomy/server/canonical-redirect';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';
import { universityPath } from '@/modules/universities/university-paths';
import {
  COURSE_PAGE_PARAM,
  COURSE_PAGE_SIZE,
  UniversityDetailView,
} from '@/modules/universities/views/university-detail-view';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

const loadUniversity = cache((key: string) =>
  fetchCatalog<UniversityResponse>(`/universities/${encodeURIComponent(key)}`),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = routeKeyOf((await params).slug);
  const result = key ? await loadUniversity(key) : null;
  if (!result?.ok) return missingPageMetadata('University not found');
  const university = result.data;
  return catalogPageMetadata({
    title: university.name,
    description: `${university.document_count} notes, past exams and study guides for ${university.courses_count} courses at ${university.name}, ${university.country.name}.`,
    path: universityPath(university.slug),
    image: university.logo_url,
  });
}

export default async function UniversityPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  // Spec section 8, 'Invalid university slug': a key that cannot be a slug is a missing page.
  const key = routeKeyOf(slug);
  if (!key) notFound();
  const university = requiredEntity(await loadUniversity(key));
  redirectToCanonical(key, university.slug, universityPath(university.slug), query);
  const coursePage = pageParam(query, COURSE_PAGE_PARAM);
  const courses = await fetchCatalog<CourseResponse[]>(
    `/universities/${university.id}/courses?page=${coursePage}&limit=${COURSE_PAGE_SIZE}`,
  );
  return (
    <UniversityDetailView university={university} courses={courses} coursePage={coursePage} searchParams={query} />
  );
}
