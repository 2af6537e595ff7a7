import type {
  DocumentTypeResponse,
  SubjectResponse,
  TextbookResponse,
  UniversityResponse,
  UploadLimitsResponse,
  UploadsStatus,
} from '@studyhub/contracts';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { UploadDocumentForm } from '../components/upload-document-form';
import { UploadsClosedNotice } from '../components/uploads-closed-notice';

const OPTIONS_LIMIT = 100;
const FALLBACK_MAX_BYTES = 50 * 1024 * 1024;

/** /dashboard/documents/upload: the form with the reference lists and the size limit, or why uploads are paused. */
export async function UploadDocumentView() {
  const [uploads, types, subjects, universities, textbooks, limits] = await Promise.all([
    // Never cached: an admin's switch applies at once. Unreadable, the form shows; a file is refused anyway.
    fetchFromGateway<UploadsStatus>('/uploads/status', { anonymous: true }),
    fetchCatalog<DocumentTypeResponse[]>('/document-types', { revalidate: 300 }),
    fetchCatalog<SubjectResponse[]>('/subjects', { revalidate: 300 }),
    fetchCatalog<UniversityResponse[]>(`/universities?limit=${OPTIONS_LIMIT}&sortBy=name&sortOrder=asc`, {
      revalidate: 300,
    }),
    fetchCatalog<TextbookResponse[]>(`/textbooks?limit=${OPTIONS_LIMIT}&sort=popular`, { revalidate: 300 }),
    fetchCatalog<UploadLimitsResponse>('/uploads/limits', { revalidate: 300 }),
  ]);
  if (uploads.ok && !uploads.data.open) {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-ink">Upload & Earn Points!</h1>
        <UploadsClosedNotice />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-ink">Upload & Earn Points!</h1>
      <p className="mt-2 text-muted">
        Share your notes, guides and slides. Once our team approves your document, every sale earns you points.
      </p>
      <UploadDocumentForm
        types={types.ok ? types.data.map((type) => ({ value: String(type.id), label: type.name })) : []}
        subjects={subjects.ok ? subjects.data.map((subject) => ({ value: subject.id, label: subject.name })) : []}
        universities={
          universities.ok ? universities.data.map((university) => ({ value: university.id, label: university.name })) : []
        }
        textbooks={
          textbooks.ok
            ? textbooks.data
                .map((textbook) => ({ value: textbook.id, label: textbook.title }))
                .sort((a, b) => a.label.localeCompare(b.label))
            : []
        }
        maxBytes={limits.ok ? limits.data.max_bytes : FALLBACK_MAX_BYTES}
      />
    </div>
  );
}
