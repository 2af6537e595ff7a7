import type { Metadata } from 'next';
import type { CountryResponse } from '@studyhub/contracts';
import { UniversityEditor } from '@/modules/admin/taxonomy/universities/university-editor';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';

export const metadata: Metadata = { title: 'New university', robots: { index: false } };

export default async function Page() {
  const countries = await fetchFromGateway<CountryResponse[]>('/countries', {
    revalidate: 3600,
    fallbackMessage: 'Failed to load countries',
  });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">New university</h1>
      <p className="mt-1 text-sm text-muted">It is created pending and shows on the site once approved.</p>
      {countries.ok ? (
        <UniversityEditor university={null} countries={countries.data} />
      ) : (
        <div className="mt-6">
          <LoadError message={countries.message} retryHref="/admin/universities/new" />
        </div>
      )}
    </div>
  );
}
