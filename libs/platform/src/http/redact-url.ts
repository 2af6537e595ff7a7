/** Query parameters that carry credentials or single-use secrets (OAuth codes, e-mail links). */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'credential',
]);

/** The URL with the values of secret query parameters replaced, for access logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator < 0 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return separator >= 0 && SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
