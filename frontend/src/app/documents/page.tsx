import type { Metadata } from 'next';
import { activeFilterCount, parseDocumentFilters } from '@/modules/catalog/document-filters';
import { BrowseDocumentsView } from '@/modules/documents/views/browse-documents-view';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TITLE = 'Browse study documents';
const DESCRIPTION =
  'Find notes, past exams, practice problems and study guides for your course, shared by students and checked by our team.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = parseDocumentFilters(await searchParams);
  const metadata = await catalogPageMetadata({
    title: filters.q ? `${TITLE}: ${filters.q}` : TITLE,
    description: DESCRIPTION,
    path: '/documents',
  });
  // Every filter combination is the same catalog; only the plain list is worth indexing.
  const isNarrowed = Boolean(filters.q) || activeFilterCount(filters) > 0 || filters.page > 1;
  return isNarrowed ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function DocumentsPage({ searchParams }: Props) {
  return <BrowseDocumentsView filters={parseDocumentFilters(await searchParams)} />;
}
