import type { Metadata } from 'next';
import type { CountryResponse } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { ScholarshipEditor } from '@/modules/scholarships/admin/scholarship-editor';

export const metadata: Metadata = { title: 'New scholarship', robots: { index: false } };

export default async function Page() {
  const countries = await fetchFromGateway<CountryResponse[]>('/countries', { revalidate: 3600 });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">New scholarship</h1>
      <p className="mt-1 text-sm text-muted">It stays a draft until you publish it.</p>
      <ScholarshipEditor scholarship={null} countries={countries.ok ? countries.data : []} />
    </div>
  );
}
