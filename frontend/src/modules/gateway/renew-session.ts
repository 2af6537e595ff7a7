import { CSRF_HEADER, SESSION_COOKIES } from '@studyhub/contracts';
import { readCookie } from '@/modules/http/cookies';
import { gatewayUrl } from './gateway-url';

/**
 * Server side: renews a session with the refresh cookie of an incoming request, through the
 * gateway, and returns the cookies to hand to the browser; null when it cannot be renewed.
 */
export async function renewSessionThroughGateway(
  cookieHeader: string,
  clientAddress: string | null,
): Promise<string[] | null> {
  const csrf = readCookie(cookieHeader, SESSION_COOKIES.csrf);
  try {
    const response = await fetch(`${gatewayUrl()}/api/auth/refresh`, {
      method: 'POST',
      headers: {
        cookie: cookieHeader,
        accept: 'application/json',
        'content-type': 'application/json',
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
      },
      body: '{}',
      cache: 'no-store',
      redirect: 'manual',
    });
    if (!response.ok) return null;
    const cookies = response.headers.getSetCookie();
    return cookies.length > 0 ? cookies : null;
  } catch {
    return null;
  }
}
