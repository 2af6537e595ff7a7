import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isUuid, type SubjectResponse, type TextbookResponse } from '@studyhub/contracts';
import { DeleteButton } from '@/modules/admin/taxonomy/delete-button';
import { ImageUpload } from '@/modules/admin/taxonomy/image-upload';
import { TextbookEditor } from '@/modules/admin/taxonomy/textbooks/textbook-editor';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { requiredEntity } from '@/modules/taxonomy/server/required-entity';

export const metadata: Metadata = { title: 'Edit textbook', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [result, subjects] = await Promise.all([
    fetchFromGateway<TextbookResponse>(`/admin/textbooks/${id}`, { fallbackMessage: 'Textbook not found' }),
    fetchFromGateway<SubjectResponse[]>('/subjects', { revalidate: 300 }),
  ]);
  const textbook = requiredEntity(result);
  return (
    <div>
      <p className="text-sm">
        <Link href="/admin/textbooks" className="text-brand-700 hover:underline">
          Textbooks
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">{textbook.title}</h1>
          <p className="mt-1 text-sm">
            <Link href={`/textbooks/${textbook.slug}`} className="text-brand-700 hover:underline">
              /textbooks/{textbook.slug}
            </Link>
          </p>
        </div>
        <DeleteButton
          kind="textbook"
          apiPath={`/admin/textbooks/${textbook.id}`}
          name={textbook.title}
          afterDelete="/admin/textbooks"
          className="btn-secondary text-danger"
        />
      </div>
      <TextbookEditor
        key={textbook.slug + (textbook.isbn ?? '')}
        textbook={textbook}
        subjects={subjects.ok ? subjects.data : []}
      />
      <div className="mt-6 max-w-xl">
        <ImageUpload
          label="Cover"
          imageUrl={textbook.cover_image}
          apiPath={`/admin/textbooks/${textbook.id}/cover`}
          alt={`Cover of ${textbook.title}`}
          shape="cover"
        />
      </div>
    </div>
  );
}
