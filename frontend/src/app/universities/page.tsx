import type { Metadata } from 'next';
import type { CountryResponse, UniversityResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { parseUniversityQuery, universityApiQuery } from '@/modules/universities/university-query';
import { UNIVERSITY_PAGE_SIZE, UniversitiesView } from '@/modules/universities/views/universities-view';

export function generateMetadata(): Promise<Metadata> {
  return catalogPageMetadata({
    title: 'Universities',
    description: 'Find notes, past exams and study guides for the courses of your university, in many countries.',
    path: '/universities',
  });
}

export default async function UniversitiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseUniversityQuery(await searchParams);
  const [universities, countries] = await Promise.all([
    fetchCatalog<UniversityResponse[]>(`/universities${universityApiQuery(query, UNIVERSITY_PAGE_SIZE)}`),
    fetchCatalog<CountryResponse[]>('/countries', { revalidate: 3600 }),
  ]);
  return <UniversitiesView query={query} universities={universities} countries={countries.ok ? countries.data : []} />;
}
