/**
 * Just enough of a browser for redirect-based sign-in tests: per-origin cookies (paths and
 * attributes ignored), no automatic redirects, so each hop can be inspected.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  async get(url: string | URL, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, { method: 'GET', headers });
  }

  async request(url: string | URL, init: { method: string; headers?: Record<string, string>; body?: string }) {
    const target = new URL(url);
    const cookie = this.cookieHeader(target);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.store(target, response);
    return response;
  }

  cookie(origin: string | URL, name: string): string | undefined {
    return this.cookies.get(new URL(origin).origin)?.get(name);
  }

  setCookie(origin: string | URL, name: string, value: string): void {
    const key = new URL(origin).origin;
    const jar = this.cookies.get(key) ?? new Map<string, string>();
    jar.set(name, value);
    this.cookies.set(key, jar);
  }

  private cookieHeader(target: URL): string {
    const jar = this.cookies.get(target.origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private store(target: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isRemoval = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (isRemoval || value === '') this.cookies.get(target.origin)?.delete(name);
      else this.setCookie(target, name, value);
    }
  }
}

/** Where a redirect points, resolved against the URL that answered it. */
export function locationOf(response: Response, from: string | URL): URL {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${String(from)}, got ${response.status}`);
  return new URL(location, from);
}
