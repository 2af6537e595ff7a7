const MAX_KEY_LENGTH = 200;

/**
 * The slug (or id) named by a dynamic route segment, or null when it cannot name anything: blank,
 * too long, or holding whitespace, slashes or control characters. Pages answer 404 for null without
 * asking the API (spec section 8: 'Invalid university slug').
 *
 * Slugs keep the characters of their names (spec section 5: only lowercased and hyphenated), so
 * 'université-de-montréal' or 'university-of-california,-berkeley' are valid. A segment that still
 * arrives percent-encoded is decoded once; a malformed escape is kept as it is.
 */
export function routeKeyOf(segment: string): string | null {
  let key = segment;
  if (/%[0-9a-f]{2}/i.test(key)) {
    try {
      key = decodeURIComponent(key);
    } catch {
      // A lone '%' is a literal character of the slug, not an escape.
    }
  }
  key = key.trim();
  if (key === '' || key.length > MAX_KEY_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s/\\\u0000-\u001f\u007f]/.test(key)) return null;
  return key;
}
