import { ACCESS_TOKEN_COOKIE } from '@studyhub/platform';

/** The request's cookie header without the access cookie; undefined when nothing else is left. */
export function withoutAccessCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.slice(0, Math.max(0, part.indexOf('='))).trim() !== ACCESS_TOKEN_COOKIE);
  return kept.length > 0 ? kept.join('; ') : undefined;
}
