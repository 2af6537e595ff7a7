import { SESSION_COOKIES } from '@studyhub/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { accessTokenState } from '@/modules/auth/access-token';
import { decideRouteAccess } from '@/modules/auth/route-guard';
import { REQUEST_LOCATION_HEADER } from '@/modules/auth/server/request-location';
import { renewSessionThroughGateway } from '@/modules/gateway/renew-session';
import { applySetCookies, parseSetCookie } from '@/modules/gateway/set-cookie';

/**
 * Server-side guard of the signed-in, admin and sign-in pages (spec sections 2 and 6). It reads the
 * access cookie's claims for routing only; auth and every service verify the token themselves,
 * and the dashboard and admin layouts ask auth before rendering.
 *
 * An expired access token is renewed before deciding. The refresh cookie is scoped to /api/auth,
 * so a page request normally does not carry it: the visitor then passes through /auth/resume,
 * which renews in the browser and comes back. When the refresh cookie is present it is renewed
 * here, through the gateway.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const query = new URLSearchParams(request.nextUrl.searchParams);
  // The router's cache-busting parameter is not part of the address the visitor is on.
  query.delete('_rsc');
  const search = query.size > 0 ? `?${query.toString()}` : '';
  let cookieHeader = request.headers.get('cookie');
  let renewedCookies: string[] = [];
  let session = accessTokenState(request.cookies.get(SESSION_COOKIES.access)?.value);

  const refreshToken = request.cookies.get(SESSION_COOKIES.refresh)?.value;
  if (session.kind !== 'active' && refreshToken && cookieHeader) {
    const clientAddress = request.headers.get('x-forwarded-for');
    renewedCookies = (await renewSessionThroughGateway(cookieHeader, clientAddress)) ?? [];
    if (renewedCookies.length > 0) {
      cookieHeader = applySetCookies(cookieHeader, renewedCookies);
      const access = renewedCookies
        .map(parseSetCookie)
        .find((cookie) => cookie?.name === SESSION_COOKIES.access && !cookie.isDeletion);
      session = accessTokenState(access?.value);
    }
  }

  const decision = decideRouteAccess({ pathname, search, session });
  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url));
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set(REQUEST_LOCATION_HEADER, `${pathname}${search}`);
    if (cookieHeader !== null) forwarded.set('cookie', cookieHeader);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const cookie of renewedCookies) response.headers.append('set-cookie', cookie);
  return response;
}

export const config = {
  matcher: ['/dashboard/:path*', '/checkout/:path*', '/admin/:path*', '/login', '/register'],
};
