import type { Metadata } from 'next';
import type { ScholarshipFacetsResponse, ScholarshipResponse } from '@studyhub/contracts';
import { hasSession } from '@/modules/catalog/server/viewer';
import { parseScholarshipQuery, scholarshipApiQuery } from '@/modules/scholarships/scholarship-query';
import { todayUtc } from '@/modules/scholarships/scholarship-format';
import { scholarshipReminderDays } from '@/modules/scholarships/server/reminder-days';
import { fetchScholarships } from '@/modules/scholarships/server/scholarships-fetch';
import { ScholarshipsView } from '@/modules/scholarships/views/scholarships-view';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { catalogPageMetadata } from '@/modules/taxonomy/server/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return catalogPageMetadata({
    title: 'Scholarships',
    description:
      'Find scholarships by field of study, level, country, university and amount, sorted by the closest deadline.',
    path: '/scholarships',
  });
}

export default async function ScholarshipsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseScholarshipQuery(await searchParams);
  const [scholarships, facets, signedIn] = await Promise.all([
    fetchScholarships<ScholarshipResponse[]>(`/scholarships${scholarshipApiQuery(query)}`),
    fetchScholarships<ScholarshipFacetsResponse>('/scholarships/facets', { revalidate: 300 }),
    hasSession(),
  ]);
  return (
    <ScholarshipsView
      query={query}
      scholarships={scholarships}
      facets={facets.ok ? facets.data : null}
      today={todayUtc()}
      signedIn={signedIn}
      reminderDays={scholarshipReminderDays()}
    />
  );
}
