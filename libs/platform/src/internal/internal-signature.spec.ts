import {
  DEVELOPMENT_INTERNAL_SECRET,
  INTERNAL_HEADERS,
  InternalConfigError,
  internalApiSecret,
  signInternalRequest,
  verifyInternalRequest,
} from './internal-signature';

const SECRET = 'test-internal-secret';
const NOW = new Date('2026-11-25T10:00:00Z');
const body = Buffer.from('{"user_id":"u1","amount":30}');

function signed(overrides: { body?: Buffer; path?: string; method?: string; at?: Date; secret?: string } = {}) {
  const headers = signInternalRequest(
    overrides.secret ?? SECRET,
    { service: 'orders', method: 'POST', path: '/internal/spends', body },
    overrides.at ?? NOW,
  );
  return verifyInternalRequest(
    SECRET,
    {
      method: overrides.method ?? 'POST',
      path: overrides.path ?? '/internal/spends',
      headers,
      rawBody: overrides.body ?? body,
    },
    NOW,
  );
}

describe('internal request signatures', () => {
  it('accepts a call signed with the secret over its exact method, path and body', () => {
    expect(signed()).toEqual({ ok: true, service: 'orders' });
  });

  it('refuses a changed body, path or method, and another secret', () => {
    expect(signed({ body: Buffer.from('{"user_id":"u1","amount":3000}') })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(signed({ path: '/internal/purchases' })).toMatchObject({ ok: false });
    expect(signed({ method: 'PUT' })).toMatchObject({ ok: false });
    expect(signed({ secret: 'another' })).toMatchObject({ ok: false, reason: 'bad signature' });
  });

  it('refuses a call older or newer than a minute', () => {
    expect(signed({ at: new Date(NOW.getTime() - 61_000) })).toEqual({ ok: false, reason: 'expired' });
    expect(signed({ at: new Date(NOW.getTime() + 61_000) })).toEqual({ ok: false, reason: 'expired' });
    expect(signed({ at: new Date(NOW.getTime() - 59_000) })).toMatchObject({ ok: true });
  });

  it('refuses missing or malformed headers', () => {
    expect(verifyInternalRequest(SECRET, { method: 'GET', path: '/x', headers: {}, rawBody: undefined }, NOW)).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    const headers = { ...signInternalRequest(SECRET, { service: 'orders', method: 'GET', path: '/x' }, NOW) };
    headers[INTERNAL_HEADERS.signature] = 'zz';
    expect(verifyInternalRequest(SECRET, { method: 'GET', path: '/x', headers, rawBody: undefined }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('uses the development secret outside production and refuses it in production', () => {
    expect(internalApiSecret({ NODE_ENV: 'development' })).toBe(DEVELOPMENT_INTERNAL_SECRET);
    expect(internalApiSecret({ NODE_ENV: 'production', INTERNAL_API_SECRET: 'set' })).toBe('set');
    expect(() => internalApiSecret({ NODE_ENV: 'production' })).toThrow(InternalConfigError);
  });
});
