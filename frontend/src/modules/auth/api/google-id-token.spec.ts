import { setUnauthorizedHandler } from '../../http/api-request';
import { signInWithGoogleIdToken } from './google-id-token';

const USER = { id: 'user-1', email: 'noor@example.org', full_name: 'Noor Haddad', role: 'user', status: 'active' };

describe('signInWithGoogleIdToken', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
    delete (global as { document?: unknown }).document;
  });

  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('posts the credential as JSON to the Google ID-token route, with the CSRF header when a session cookie exists', async () => {
    (global as { document?: unknown }).document = { cookie: 'sh_csrf=t0k3n' };
    answer(200, { data: { user: USER, access_token: 'a', refresh_token: 'r', expires_in: 900 } });

    await signInWithGoogleIdToken('header.payload.signature');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/google/id-token');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 't0k3n' });
    expect(JSON.parse(init.body as string)).toEqual({ credential: 'header.payload.signature' });
  });

  it('reads the session the server started', async () => {
    answer(200, { data: { user: USER, access_token: 'a', refresh_token: 'r', expires_in: 900 } });
    const before = Date.now();
    const result = await signInWithGoogleIdToken('token');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.user).toMatchObject({ id: 'user-1', email: 'noor@example.org', full_name: 'Noor Haddad' });
    expect(result.data.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
  });

  it('answers with the refusal', async () => {
    answer(401, { error: { code: 'INVALID_TOKEN', message: 'Failed to sign in with Google' } });
    const result = await signInWithGoogleIdToken('token');
    expect(result).toMatchObject({
      ok: false,
      status: 401,
      error: { code: 'INVALID_TOKEN', message: 'Failed to sign in with Google' },
    });
  });

  it('never treats a 401 as an expired session to renew and repeat', async () => {
    const renew = jest.fn(async () => true);
    setUnauthorizedHandler(renew);
    try {
      answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Authentication required.' } });
      await signInWithGoogleIdToken('token');
      expect(renew).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      setUnauthorizedHandler(null);
    }
  });

  it('turns a network failure into a failed result', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(signInWithGoogleIdToken('token')).resolves.toMatchObject({
      ok: false,
      error: { code: 'NETWORK_ERROR' },
    });
  });
});
