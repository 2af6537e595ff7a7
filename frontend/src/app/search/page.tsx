import type { Metadata } from 'next';
import { parseDocumentFilters } from '@/modules/catalog/document-filters';
import { SearchView } from '@/modules/documents/views/search-view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = parseDocumentFilters(await searchParams);
  const title = q ? `Search: ${q}` : 'Search';
  const description = q
    ? `Study documents and homework questions matching “${q}” on Studyhub.`
    : 'Search Studyhub for study documents and homework questions.';
  // Result pages change with the catalog; search engines index the documents themselves.
  return { title, description, robots: { index: false, follow: true }, openGraph: { title, description } };
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchView filters={parseDocumentFilters(await searchParams)} />;
}
