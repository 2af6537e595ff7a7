/** A parsed `Set-Cookie` header: value and attributes (lower-cased names). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true;
    }
    cookies.set(name, { name, value: decodeURIComponent(pair.slice(index + 1).trim()), attributes });
  }
  return cookies;
}

/** `name=value; ...` for a Cookie request header. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

export interface JsonCall {
  status: number;
  body: unknown;
  headers: Headers;
  response: Response;
}

/** A JSON request against a test service. */
export async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<JsonCall> {
  const headers: Record<string, string> = { 'user-agent': 'jest', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text.length > 0 ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers, response };
}

/** The error body without its correlation id, for comparing two answers. */
export function withoutCorrelationId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('error' in body)) return body;
  const { correlation_id: _ignored, ...error } = (body as { error: Record<string, unknown> }).error;
  return { error };
}
