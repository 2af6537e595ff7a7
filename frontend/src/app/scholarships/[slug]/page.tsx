import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { ScholarshipResponse } from '@studyhub/contracts';
import { hasSession } from '@/modules/catalog/server/viewer';
import { formatDeadline, formatScholarshipAmount, todayUtc } from '@/modules/scholarships/scholarship-format';
import { fetchScholarships } from '@/modules/scholarships/server/scholarships-fetch';
import { ScholarshipDetailView } from '@/modules/scholarships/views/scholarship-detail-view';
import { routeKeyOf } from '@/modules/taxonomy/route-key';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';

type Props = { params: Promise<{ slug: string }> };

const loadScholarship = cache((key: string) =>
  fetchScholarships<ScholarshipResponse>(`/scholarships/${encodeURIComponent(key)}`),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = routeKeyOf((await params).slug);
  const result = key ? await loadScholarship(key) : null;
  if (!result?.ok) return missingPageMetadata('Scholarship not found');
  const scholarship = result.data;
  return catalogPageMetadata({
    title: scholarship.title,
    description: `${formatScholarshipAmount(scholarship.amount_min_cents, scholarship.amount_max_cents)} from ${scholarship.provider}. Apply by ${formatDeadline(scholarship.deadline)}.`,
    path: `/scholarships/${scholarship.slug}`,
  });
}

export default async function ScholarshipPage({ params }: Props) {
  const key = routeKeyOf((await params).slug);
  if (!key) notFound();
  const [result, signedIn] = await Promise.all([loadScholarship(key), hasSession()]);
  const scholarship = requiredEntity(result);
  return <ScholarshipDetailView scholarship={scholarship} today={todayUtc()} signedIn={signedIn} />;
}
