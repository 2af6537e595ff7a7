import { isLegalPageSlug, LEGAL_PAGE_SLUGS, type LegalPageSlug, type PageSection } from '@studyhub/contracts';

export const LEGAL_SLUGS = LEGAL_PAGE_SLUGS;
export type LegalSlug = LegalPageSlug;
export const isLegalSlug = isLegalPageSlug;

/** A legal page as the site shows it: the live version, its Markdown turned into sections. */
export interface LegalDocument {
  slug: LegalSlug;
  /** The page's h1. */
  title: string;
  /** Short label for lists and the side navigation. */
  shortTitle: string;
  /** Meta description, also shown on the legal index. */
  description: string;
  /** When the live version was published. */
  lastUpdated: string;
  /** Plain-language summary shown above the sections. */
  summary: string;
  sections: PageSection[];
}

/**
 * The pages' short names, for the footer and for navigation when the content service cannot be
 * reached (the texts themselves live in the content service).
 */
export const LEGAL_LINK_LABELS: Record<LegalSlug, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
  'code-of-honor': 'Code of Honor',
  'community-guidelines': 'Community Guidelines',
  'notice-takedown': 'Notice & Takedown',
  'refund-policy': 'Refund Policy',
  'file-complaint': 'File a Complaint',
};
