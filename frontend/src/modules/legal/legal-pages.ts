import type { LegalSlug } from './legal-document';

export function legalHref(slug: LegalSlug): string {
  return `/legal/${slug}`;
}

/** `2025-11-01T00:00:00.000Z` (or `2025-11-01`) → `November 1, 2025`, in UTC. */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
