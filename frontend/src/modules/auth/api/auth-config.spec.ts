import { createAuthSettingsLoader, readAuthSettings } from './auth-config';

describe('readAuthSettings', () => {
  it('reads Google sign-in and its public client id', () => {
    expect(readAuthSettings({ google_enabled: true, google_client_id: 'client.apps.example' })).toEqual({
      googleEnabled: true,
      googleClientId: 'client.apps.example',
    });
  });

  it('keeps the button but has no one-tap client without a client id', () => {
    expect(readAuthSettings({ google_enabled: true })).toEqual({ googleEnabled: true, googleClientId: null });
    expect(readAuthSettings({ google_enabled: true, google_client_id: ' ' })).toEqual({
      googleEnabled: true,
      googleClientId: null,
    });
  });

  it.each([
    null,
    'yes',
    {},
    { google_enabled: false, google_client_id: 'client.apps.example' },
    { google_enabled: 'true' },
  ])('treats %p as Google sign-in off', (data) => {
    expect(readAuthSettings(data)).toEqual({ googleEnabled: false, googleClientId: null });
  });
});

describe('createAuthSettingsLoader', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  const configAnswer = () =>
    new Response(JSON.stringify({ data: { google_enabled: true, google_client_id: 'client.apps.example' } }), {
      status: 200,
    });

  it('asks GET /api/auth/config once per page load', async () => {
    fetchMock.mockImplementation(async () => configAnswer());
    const load = createAuthSettingsLoader();
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect(first).toEqual({ googleEnabled: true, googleClientId: 'client.apps.example' });
    expect(second).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/config');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('says off after a failure and asks again next time', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(configAnswer());
    const load = createAuthSettingsLoader();
    await expect(load()).resolves.toEqual({ googleEnabled: false, googleClientId: null });
    await expect(load()).resolves.toEqual({ googleEnabled: true, googleClientId: 'client.apps.example' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says off after an error answer and asks again next time', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'x' } }), { status: 502 }),
      )
      .mockResolvedValueOnce(configAnswer());
    const load = createAuthSettingsLoader();
    await expect(load()).resolves.toEqual({ googleEnabled: false, googleClientId: null });
    await expect(load()).resolves.toEqual({ googleEnabled: true, googleClientId: 'client.apps.example' });
  });
});
