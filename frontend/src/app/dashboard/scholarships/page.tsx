import type { Metadata } from 'next';
import type { ScholarshipResponse } from '@studyhub/contracts';
import { todayUtc } from '@/modules/scholarships/scholarship-format';
import { scholarshipReminderDays } from '@/modules/scholarships/server/reminder-days';
import { fetchScholarships } from '@/modules/scholarships/server/scholarships-fetch';
import {
  SAVED_SCHOLARSHIP_PAGE_SIZE,
  SavedScholarshipsView,
} from '@/modules/scholarships/views/saved-scholarships-view';
import { pageParam, type SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = {
  title: 'Saved scholarships',
  description: 'The scholarships you saved, with their deadlines.',
  robots: { index: false },
};

export default async function SavedScholarshipsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageParam(await searchParams);
  const saved = await fetchScholarships<ScholarshipResponse[]>(
    `/scholarships/saved?page=${page}&limit=${SAVED_SCHOLARSHIP_PAGE_SIZE}`,
  );
  return (
    <SavedScholarshipsView saved={saved} page={page} today={todayUtc()} reminderDays={scholarshipReminderDays()} />
  );
}
