import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isUuid, type CountryResponse, type UniversityResponse } from '@studyhub/contracts';
import { UniversityDetail } from '@/modules/admin/taxonomy/universities/university-detail';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';

export const metadata: Metadata = { title: 'Edit university', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [university, countries] = await Promise.all([
    fetchFromGateway<UniversityResponse>(`/admin/universities/${id}`, {
      fallbackMessage: 'The university could not be loaded.',
    }),
    fetchFromGateway<CountryResponse[]>('/countries', { revalidate: 3600 }),
  ]);
  return <UniversityDetail university={requiredEntity(university)} countries={countries.ok ? countries.data : []} />;
}
