import { requestHeadersForGateway, responseHeadersForBrowser } from './forward-headers';
import { gatewayUrl } from './gateway-url';

describe('requestHeadersForGateway', () => {
  it('keeps credentials and content headers and drops connection headers', () => {
    const headers = requestHeadersForGateway(
      new Headers({
        authorization: 'Bearer t',
        cookie: 'sh_access=x',
        'content-type': 'application/json',
        'x-request-id': 'r1',
        connection: 'keep-alive',
        host: 'localhost:3000',
        'content-length': '12',
        'transfer-encoding': 'chunked',
      }),
    );
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(headers.get('cookie')).toBe('sh_access=x');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-request-id')).toBe('r1');
    for (const dropped of ['connection', 'host', 'content-length', 'transfer-encoding']) {
      expect(headers.has(dropped)).toBe(false);
    }
  });
});

describe('responseHeadersForBrowser', () => {
  it('keeps every Set-Cookie separately and drops the encoding of the original body', () => {
    const upstream = new Headers();
    upstream.append('set-cookie', 'sh_access=a; HttpOnly; Path=/');
    upstream.append('set-cookie', 'sh_refresh=b; HttpOnly; Path=/api/auth');
    upstream.set('content-encoding', 'gzip');
    upstream.set('content-length', '99');
    upstream.set('content-type', 'text/event-stream');
    upstream.set('retry-after', '30');
    const headers = responseHeadersForBrowser(upstream);
    expect(headers.getSetCookie()).toEqual(['sh_access=a; HttpOnly; Path=/', 'sh_refresh=b; HttpOnly; Path=/api/auth']);
    expect(headers.has('content-encoding')).toBe(false);
    expect(headers.has('content-length')).toBe(false);
    expect(headers.get('content-type')).toBe('text/event-stream');
    expect(headers.get('retry-after')).toBe('30');
  });
});

describe('gatewayUrl', () => {
  it('defaults to the local gateway and trims trailing slashes', () => {
    expect(gatewayUrl({})).toBe('http://127.0.0.1:4000');
    expect(gatewayUrl({ GATEWAY_INTERNAL_URL: 'http://gateway:4000/' })).toBe('http://gateway:4000');
  });

  it('refuses anything but an http(s) URL, naming the variable', () => {
    expect(() => gatewayUrl({ GATEWAY_INTERNAL_URL: 'gateway:4000' })).toThrow(/GATEWAY_INTERNAL_URL/);
    expect(() => gatewayUrl({ GATEWAY_INTERNAL_URL: 'ftp://gateway' })).toThrow(/GATEWAY_INTERNAL_URL/);
  });
});
