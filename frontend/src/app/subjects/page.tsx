import type { Metadata } from 'next';
import type { SubjectResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { SubjectsView } from '@/modules/subjects/views/subjects-view';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return catalogPageMetadata({
    title: 'Subjects',
    description:
      'Study documents by subject: mathematics, biology, law, economics, computer science and more, shared by students.',
    path: '/subjects',
  });
}

export default async function SubjectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, subjects] = await Promise.all([
    searchParams,
    fetchCatalog<SubjectResponse[]>('/subjects', { revalidate: 60 }),
  ]);
  return <SubjectsView subjects={subjects} filter={firstParam(params, 'q') ?? ''} />;
}
