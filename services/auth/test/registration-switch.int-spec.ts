import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  REGISTRATION_CLOSED_MESSAGE,
  type AccountSettings,
  type ApiError,
  type SettingsSnapshot,
} from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';

jest.setTimeout(60_000);

/** The registration switch (accounts settings, ADR 0032): closed means no new accounts, said clearly. */
describe('closing and reopening registration', () => {
  let dataDir: string;
  let service: TestService;
  let tokens: TestTokenIssuer;
  const adminId = randomUUID();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-registration-switch-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(authService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    route: string,
    body?: unknown,
    role?: 'user' | 'admin',
  ): Promise<{ status: number; body: { data: T } & Partial<ApiError> }> {
    const token = role ? await tokens.sign({ userId: role === 'admin' ? adminId : randomUUID(), role }) : undefined;
    const response = await fetch(`${service.baseUrl}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as never };
  }

  const registerSomeone = () =>
    call('POST', '/auth/register', {
      email: `switch-${randomUUID().slice(0, 8)}@example.org`,
      password: 'secret-pass',
      full_name: 'Ines Moreau',
    });

  async function setOpen(open: boolean) {
    const current = await call<SettingsSnapshot<AccountSettings>>(
      'GET',
      '/admin/settings/accounts',
      undefined,
      'admin',
    );
    const saved = await call(
      'PUT',
      '/admin/settings/accounts',
      { version: current.body.data.version, value: { registration_open: open } },
      'admin',
    );
    expect(saved.status).toBe(200);
  }

  it('is open by default, and says so publicly', async () => {
    expect((await call('GET', '/auth/registration')).body.data).toEqual({ open: true });
    expect((await registerSomeone()).status).toBe(201);
  });

  it('refuses new accounts with a clear 403 while closed, then takes them again once reopened', async () => {
    await setOpen(false);
    expect((await call('GET', '/auth/registration')).body.data).toEqual({ open: false });
    const refused = await registerSomeone();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'REGISTRATION_CLOSED', message: REGISTRATION_CLOSED_MESSAGE });

    await setOpen(true);
    expect((await call('GET', '/auth/registration')).body.data).toEqual({ open: true });
    expect((await registerSomeone()).status).toBe(201);
  });

  it('lets only admins change the switch', async () => {
    expect((await call('GET', '/admin/settings/accounts', undefined, 'user')).status).toBe(403);
    expect(
      (await call('PUT', '/admin/settings/accounts', { version: 0, value: { registration_open: false } }, 'user'))
        .status,
    ).toBe(403);
  });
});
