/** Name and value of one `Set-Cookie` line, and whether it deletes the cookie. */
export function parseSetCookie(line: string): { name: string; value: string; isDeletion: boolean } | null {
  const [pair = '', ...attributes] = line.split(';');
  const index = pair.indexOf('=');
  if (index <= 0) return null;
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  const isDeletion =
    value === '' ||
    attributes.some((attribute) => {
      const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
      return false;
    });
  return { name, value, isDeletion };
}

/**
 * The `Cookie` header a request would carry after the browser applied `setCookies`: later pages
 * of the same request (server components) then see the renewed session.
 */
export function applySetCookies(cookieHeader: string | null, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  for (const line of setCookies) {
    const cookie = parseSetCookie(line);
    if (!cookie) continue;
    if (cookie.isDeletion) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return Array.from(jar, ([name, value]) => `${name}=${value}`).join('; ');
}
