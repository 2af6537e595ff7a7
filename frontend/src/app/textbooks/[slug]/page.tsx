import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { TextbookResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { routeKeyOf } from '@/modules/taxonomy/route-key';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { redirectToCanonical } from '@/modules/taxonomy/server/canonical-redirect';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';
import { TextbookDetailView } from '@/modules/textbooks/views/textbook-detail-view';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

const loadTextbook = cache((key: string) => fetchCatalog<TextbookResponse>(`/textbooks/${encodeURIComponent(key)}`));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = routeKeyOf((await params).slug);
  const result = key ? await loadTextbook(key) : null;
  if (!result?.ok) return missingPageMetadata('Textbook not found');
  const book = result.data;
  return catalogPageMetadata({
    title: book.title,
    description: `Study guides, summaries and notes for ${book.title} by ${book.author}${book.edition ? ` (${book.edition} edition)` : ''}.`,
    path: `/textbooks/${book.slug}`,
    image: book.cover_image,
  });
}

export default async function TextbookPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const key = routeKeyOf(slug);
  if (!key) notFound();
  const book = requiredEntity(await loadTextbook(key));
  redirectToCanonical(key, book.slug, `/textbooks/${book.slug}`, query);
  return <TextbookDetailView book={book} searchParams={query} />;
}
