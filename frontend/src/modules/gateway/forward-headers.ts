/** Headers that describe one connection, never the message; a proxy drops them both ways. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

/** The request headers sent on to the gateway. */
export function requestHeadersForGateway(incoming: Headers): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.set(name, value);
  });
  return headers;
}

/**
 * The response headers sent back to the browser. The body is re-streamed already decoded, so the
 * encoding and length of the original do not apply any more; every Set-Cookie is kept.
 */
export function responseHeadersForBrowser(upstream: Headers): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower === 'content-encoding' || lower === 'set-cookie') return;
    headers.set(name, value);
  });
  for (const cookie of upstream.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
