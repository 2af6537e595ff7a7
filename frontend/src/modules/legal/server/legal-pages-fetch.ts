import type { LegalPage, LegalPageSummary } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { LegalDocument, LegalSlug } from '../legal-document';
import { MANAGED_PAGES_TAG, toLegalDocument } from '../legal-page-document';

/**
 * Legal pages change rarely: every visitor shares one cached answer for a minute. When the content
 * service cannot be reached, Next keeps serving the last answer it had.
 */
const LEGAL_CACHE = { anonymous: true, revalidate: 60, tags: [MANAGED_PAGES_TAG] } as const;

export type LegalPageResult =
  { kind: 'found'; document: LegalDocument } | { kind: 'not-found' } | { kind: 'unavailable'; message: string };

export async function fetchLegalPage(slug: LegalSlug): Promise<LegalPageResult> {
  const result = await fetchFromGateway<LegalPage>(`/pages/legal/${slug}`, LEGAL_CACHE);
  if (result.ok) return { kind: 'found', document: toLegalDocument(result.data) };
  if (result.status === 404) return { kind: 'not-found' };
  return { kind: 'unavailable', message: result.message };
}

export async function fetchLegalIndex(): Promise<LegalPageSummary[] | null> {
  const result = await fetchFromGateway<LegalPageSummary[]>('/pages/legal', LEGAL_CACHE);
  return result.ok ? result.data : null;
}
