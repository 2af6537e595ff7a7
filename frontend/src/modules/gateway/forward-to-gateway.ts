import { requestHeadersForGateway, responseHeadersForBrowser } from './forward-headers';
import { gatewayUrl } from './gateway-url';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * Passes one `/api/*` request to the gateway and streams the answer back unchanged (live event
 * streams included). The browser never talks to the gateway directly, so cookies stay first-party.
 */
export async function forwardToGateway(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${gatewayUrl()}${incoming.pathname}${incoming.search}`;
  const hasBody = !METHODS_WITHOUT_BODY.has(request.method);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: requestHeadersForGateway(request.headers),
      body: hasBody ? request.body : null,
      redirect: 'manual',
      cache: 'no-store',
      signal: request.signal,
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    });
  } catch {
    return Response.json(
      { error: { code: 'BAD_GATEWAY', message: 'The service is unavailable right now. Please try again.' } },
      { status: 502 },
    );
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeadersForBrowser(upstream.headers),
  });
}
