import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { SubjectResponse, TextbookResponse } from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { SubjectDetailView } from '@/modules/subjects/views/subject-detail-view';
import { routeKeyOf } from '@/modules/taxonomy/route-key';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { redirectToCanonical } from '@/modules/taxonomy/server/canonical-redirect';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

const SUBJECT_TEXTBOOKS = 6;

const loadSubject = cache((key: string) => fetchCatalog<SubjectResponse>(`/subjects/${encodeURIComponent(key)}`));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = routeKeyOf((await params).slug);
  const result = key ? await loadSubject(key) : null;
  if (!result?.ok) return missingPageMetadata('Subject not found');
  const subject = result.data;
  return catalogPageMetadata({
    title: `${subject.name} study documents`,
    description:
      `${subject.document_count} ${subject.name} notes, past exams and study guides shared by students. ${subject.description}`.trim(),
    path: `/subjects/${subject.slug}`,
  });
}

export default async function SubjectPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const key = routeKeyOf(slug);
  if (!key) notFound();
  const subject = requiredEntity(await loadSubject(key));
  redirectToCanonical(key, subject.slug, `/subjects/${subject.slug}`, query);
  const textbooks = await fetchCatalog<TextbookResponse[]>(
    `/textbooks?subject_id=${subject.id}&sort=popular&limit=${SUBJECT_TEXTBOOKS}`,
  );
  return (
    <SubjectDetailView
      subject={subject}
      textbooks={
        textbooks.ok
          ? { items: textbooks.data, total: textbooks.meta?.total ?? textbooks.data.length }
          : { items: [], total: 0 }
      }
      searchParams={query}
    />
  );
}
