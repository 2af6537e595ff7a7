import { DOI_PATTERN } from '@studyhub/contracts';

const DOI_PREFIXES = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/|(?:dx\.)?doi\.org\/)/i;
const TRACKING_PARAMETERS = /^(?:utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid)$/i;

/**
 * A DOI from what a user pastes: `10.1000/x`, `doi:10.1000/x`, `https://doi.org/10.1000/x` (also
 * dx.doi.org and percent-encoded). Trailing sentence punctuation is not part of it. Null when it is
 * not a DOI.
 */
export function parseDoi(input: string): string | null {
  let doi = input.trim().replace(DOI_PREFIXES, '');
  try {
    doi = decodeURIComponent(doi);
  } catch {
    return null;
  }
  doi = doi.replace(/[.,;]+$/, '');
  return DOI_PATTERN.test(doi) ? doi : null;
}

/** DOIs are case-insensitive: two sources with these keys equal are the same work. */
export function doiKey(doi: string): string {
  return doi.toLowerCase();
}

/**
 * A web address in one spelling: http(s) only, no fragment, no tracking parameters. Null when it is
 * not a web address.
 */
export function normaliseSourceUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETERS.test(name)) url.searchParams.delete(name);
  }
  return url.href;
}
