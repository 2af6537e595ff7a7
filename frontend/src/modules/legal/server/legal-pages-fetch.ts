import type { LegalPage, LegalPageSummary } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { LegalSlug } from '../legal-document';
import { legalPageResultOf, MANAGED_PAGES_TAG, type LegalPageResult } from '../legal-page-document';

/**
 * Legal pages change rarely: every visitor shares one cached answer for a minute. When the content
 * service cannot be reached, Next keeps serving the last answer it had.
 */
const LEGAL_CACHE = { anonymous: true, revalidate: 60, tags: [MANAGED_PAGES_TAG] } as const;

export async function fetchLegalPage(slug: LegalSlug): Promise<LegalPageResult> {
  return legalPageResultOf(await fetchFromGateway<LegalPage>(`/pages/legal/${slug}`, LEGAL_CACHE));
}

export async function fetchLegalIndex(): Promise<LegalPageSummary[] | null> {
  const result = await fetchFromGateway<LegalPageSummary[]>('/pages/legal', LEGAL_CACHE);
  return result.ok ? result.data : null;
}
