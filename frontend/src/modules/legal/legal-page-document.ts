import { parsePageMarkdown, type LegalPage, type LegalPageSummary } from '@studyhub/contracts';
import type { GatewayResult } from '@/modules/gateway/server-fetch';
import { LEGAL_LINK_LABELS, type LegalDocument, type LegalSlug } from './legal-document';

/** Cache tag of everything read from the managed pages; publishing in the admin console expires it. */
export const MANAGED_PAGES_TAG = 'managed-pages';

/** The live version as the page shows it: its Markdown turned into sections. */
export function toLegalDocument(page: LegalPage): LegalDocument {
  return {
    slug: page.slug,
    title: page.title,
    shortTitle: page.short_title,
    description: page.description,
    lastUpdated: page.published_at,
    summary: page.summary,
    // The service refuses invalid Markdown on write; whatever is left unparseable is dropped here.
    sections: parsePageMarkdown(page.body).sections,
  };
}

export type LegalPageResult =
  { kind: 'found'; document: LegalDocument } | { kind: 'not-found' } | { kind: 'unavailable'; message: string };

/** The service's answer as what the page shows: the text, the 404 page, or the "could not be loaded" notice. */
export function legalPageResultOf(result: GatewayResult<LegalPage>): LegalPageResult {
  if (result.ok) return { kind: 'found', document: toLegalDocument(result.data) };
  if (result.status === 404) return { kind: 'not-found' };
  return { kind: 'unavailable', message: result.message };
}

/** The side navigation's names: the live short titles, the built-in labels for any page not known. */
export function navLabelsOf(index: readonly LegalPageSummary[] | null): Record<LegalSlug, string> {
  const labels = { ...LEGAL_LINK_LABELS };
  for (const page of index ?? []) labels[page.slug] = page.short_title;
  return labels;
}
