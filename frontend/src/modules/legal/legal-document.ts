import type { ContentSection } from '../content/rich-text';

export const LEGAL_SLUGS = [
  'terms',
  'privacy',
  'cookie-policy',
  'code-of-honor',
  'community-guidelines',
  'notice-takedown',
  'refund-policy',
  'file-complaint',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LegalDocument {
  slug: LegalSlug;
  /** The page's h1. */
  title: string;
  /** Short label for lists and the footer. */
  shortTitle: string;
  /** Meta description, also shown on the legal index. */
  description: string;
  /** ISO date of the last change. */
  lastUpdated: string;
  /** Plain-language summary shown above the sections. */
  summary: string;
  sections: ContentSection[];
}

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}
