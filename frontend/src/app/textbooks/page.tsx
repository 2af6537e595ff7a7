import type { Metadata } from 'next';
import type { SubjectResponse, TextbookResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { parseTextbookQuery, textbookApiQuery } from '@/modules/textbooks/textbook-query';
import { TEXTBOOK_PAGE_SIZE, TextbooksView } from '@/modules/textbooks/views/textbooks-view';

export function generateMetadata(): Promise<Metadata> {
  return catalogPageMetadata({
    title: 'Textbooks',
    description: 'Study guides, chapter summaries and solutions for the textbooks your courses use.',
    path: '/textbooks',
  });
}

export default async function TextbooksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseTextbookQuery(await searchParams);
  const [textbooks, subjects] = await Promise.all([
    fetchCatalog<TextbookResponse[]>(`/textbooks${textbookApiQuery(query, TEXTBOOK_PAGE_SIZE)}`),
    fetchCatalog<SubjectResponse[]>('/subjects', { revalidate: 300 }),
  ]);
  return <TextbooksView query={query} textbooks={textbooks} subjects={subjects.ok ? subjects.data : []} />;
}
