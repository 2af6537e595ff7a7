import type { Metadata } from 'next';
import { AdminScholarshipsView } from '@/modules/scholarships/admin/admin-scholarships-view';
import type { SearchParams } from '@/modules/taxonomy/search-params';

export const metadata: Metadata = { title: 'Scholarships', robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AdminScholarshipsView params={await searchParams} />;
}
