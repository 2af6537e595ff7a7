import type { Metadata } from 'next';
import type { SubjectResponse } from '@studyhub/contracts';
import { TextbookEditor } from '@/modules/admin/taxonomy/textbooks/textbook-editor';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

export const metadata: Metadata = { title: 'New textbook', robots: { index: false } };

export default async function Page() {
  const subjects = await fetchFromGateway<SubjectResponse[]>('/subjects', { revalidate: 300 });
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">New textbook</h1>
      {subjects.ok ? null : <p className="mt-1 text-sm text-danger">Failed to load subjects</p>}
      <TextbookEditor textbook={null} subjects={subjects.ok ? subjects.data : []} />
    </div>
  );
}
