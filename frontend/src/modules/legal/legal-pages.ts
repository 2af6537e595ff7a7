import { codeOfHonorDocument } from './content/code-of-honor';
import { communityGuidelinesDocument } from './content/community-guidelines';
import { cookiePolicyDocument } from './content/cookie-policy';
import { fileComplaintDocument } from './content/file-complaint';
import { noticeTakedownDocument } from './content/notice-takedown';
import { privacyDocument } from './content/privacy';
import { refundPolicyDocument } from './content/refund-policy';
import { termsDocument } from './content/terms';
import type { LegalDocument, LegalSlug } from './legal-document';

/** Every legal page, in the order the index and footer list them. */
export const LEGAL_DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  terms: termsDocument,
  privacy: privacyDocument,
  'cookie-policy': cookiePolicyDocument,
  'code-of-honor': codeOfHonorDocument,
  'community-guidelines': communityGuidelinesDocument,
  'notice-takedown': noticeTakedownDocument,
  'refund-policy': refundPolicyDocument,
  'file-complaint': fileComplaintDocument,
};

export function legalHref(slug: LegalSlug): string {
  return `/legal/${slug}`;
}

export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
