import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CountryResponse, ScholarshipResponse } from '@studyhub/contracts';
import { isUuid } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { ScholarshipEditor } from '@/modules/scholarships/admin/scholarship-editor';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';

export const metadata: Metadata = { title: 'Edit scholarship', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [scholarship, countries] = await Promise.all([
    fetchFromGateway<ScholarshipResponse>(`/admin/scholarships/${id}`, {
      fallbackMessage: 'The scholarship could not be loaded.',
    }),
    fetchFromGateway<CountryResponse[]>('/countries', { revalidate: 3600 }),
  ]);
  const current = requiredEntity(scholarship);
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Edit scholarship</h1>
      <p className="mt-1 text-sm text-muted">
        {current.is_published ? 'Published' : 'Draft'} · /scholarships/{current.slug}
      </p>
      <ScholarshipEditor scholarship={current} countries={countries.ok ? countries.data : []} />
    </div>
  );
}
