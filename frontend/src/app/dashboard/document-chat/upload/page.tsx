import type { UploadLimitsResponse } from '@studyhub/contracts';
import type { Metadata } from 'next';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { DocumentChatUploadView } from '@/modules/document-chat/views/document-chat-upload-view';

export const metadata: Metadata = { title: 'Chat with your file', robots: { index: false } };

/** Study files take the limits of document uploads. */
const FALLBACK_MAX_BYTES = 50 * 1024 * 1024;

export default async function DocumentChatUploadPage() {
  const limits = await fetchCatalog<UploadLimitsResponse>('/uploads/limits', { revalidate: 300 });
  return <DocumentChatUploadView maxBytes={limits.ok ? limits.data.max_bytes : FALLBACK_MAX_BYTES} />;
}
