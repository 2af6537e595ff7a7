import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';

jest.setTimeout(30_000);

const OXFORD = '6f1c1d1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
const LAGOS = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const HISTORY = '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a';
const LAW = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const NIGERIA = '3b9f5c1e-8d2a-4f6b-9c7e-5a1d3f8b2e4c';
const GHANA = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';

interface UserBody {
  id: string;
  email: string;
  full_name: string;
  university_id: string | null;
  course_id: string | null;
  avatar_url: string | null;
  updated_at: string;
}

describe('own profile and billing address', () => {
  let dataDir: string;
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-profile-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(authService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let sequence = 0;
  async function createUser(fields: { fullName?: string; status?: string } = {}) {
    sequence += 1;
    const email = `profile-${sequence}-${Date.now()}@example.org`;
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name, status) VALUES ($1, $2, $3) RETURNING id`,
      [email, fields.fullName ?? `Student ${sequence}`, fields.status ?? 'active'],
    );
    const token = await tokens.sign({ userId: row!.id, email });
    return { id: row!.id, email, token };
  }

  const call = (method: string, urlPath: string, token: string | undefined, body?: unknown) =>
    fetch(`${service.baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const putProfile = async (token: string, body: unknown) => {
    const response = await call('PUT', '/auth/profile', token, body);
    return { status: response.status, body: (await response.json()) as { data: { user: UserBody } } & ErrorBody };
  };

  interface ErrorBody {
    error: { code: string; message: string; fields?: Record<string, string[]> };
  }

  async function profileEventsOf(userId: string) {
    return service.kernel.dataSource.query<
      { envelope: { correlationId: string; producer: string; data: Record<string, unknown> } }[]
    >(
      `SELECT envelope FROM outbox WHERE event_type = 'user.profile-updated.v1' AND envelope->'data'->>'userId' = $1
       ORDER BY id`,
      [userId],
    );
  }

  describe('PUT /auth/profile', () => {
    it('saves name, university and course, answers the user and announces the change', async () => {
      const user = await createUser({ fullName: 'Amara Okafor' });
      const response = await fetch(`${service.baseUrl}/auth/profile`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.token}`,
          'x-correlation-id': 'profile-corr-1',
        },
        body: JSON.stringify({ full_name: '  Amara N. Okafor ', university_id: OXFORD, course_id: HISTORY }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { user: UserBody } };
      expect(data.user).toMatchObject({
        id: user.id,
        email: user.email,
        full_name: 'Amara N. Okafor',
        university_id: OXFORD,
        course_id: HISTORY,
      });
      expect(JSON.stringify(data)).not.toMatch(/password|address_line1/);

      const [row] = await service.kernel.dataSource.query<{ full_name: string; course_id: string }[]>(
        'SELECT full_name, course_id FROM users WHERE id = $1',
        [user.id],
      );
      expect(row).toEqual({ full_name: 'Amara N. Okafor', course_id: HISTORY });

      const events = await profileEventsOf(user.id);
      expect(events).toHaveLength(1);
      expect(events[0]?.envelope).toMatchObject({
        producer: 'auth',
        correlationId: 'profile-corr-1',
        data: {
          userId: user.id,
          fullName: 'Amara N. Okafor',
          avatarUrl: null,
          universityId: OXFORD,
          courseId: HISTORY,
        },
      });
    });

    it('clears the course when the university changes without a course', async () => {
      const user = await createUser();
      await putProfile(user.token, { full_name: 'Kofi Mensah', university_id: OXFORD, course_id: HISTORY });

      const changed = await putProfile(user.token, { full_name: 'Kofi Mensah', university_id: LAGOS });
      expect(changed.status).toBe(200);
      expect(changed.body.data.user).toMatchObject({ university_id: LAGOS, course_id: null });

      const events = await profileEventsOf(user.id);
      expect(events.map((event) => event.envelope.data)).toEqual([
        expect.objectContaining({ universityId: OXFORD, courseId: HISTORY }),
        expect.objectContaining({ universityId: LAGOS, courseId: null }),
      ]);
    });

    it('keeps the course given with the new university, and the course when the university stays', async () => {
      const user = await createUser();
      await putProfile(user.token, { full_name: 'Kofi Mensah', university_id: OXFORD, course_id: HISTORY });

      const same = await putProfile(user.token, { full_name: 'Kofi A. Mensah', university_id: OXFORD });
      expect(same.body.data.user).toMatchObject({
        full_name: 'Kofi A. Mensah',
        university_id: OXFORD,
        course_id: HISTORY,
      });

      const moved = await putProfile(user.token, { full_name: 'Kofi A. Mensah', university_id: LAGOS, course_id: LAW });
      expect(moved.body.data.user).toMatchObject({ university_id: LAGOS, course_id: LAW });
    });

    it('refuses a course without a university, names the field and changes nothing', async () => {
      const user = await createUser({ fullName: 'Ngozi Eze' });
      const response = await putProfile(user.token, { full_name: 'Someone Else', course_id: LAW });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { course_id: ['Please choose a university first.'] },
      });
      const [row] = await service.kernel.dataSource.query<{ full_name: string; course_id: string | null }[]>(
        'SELECT full_name, course_id FROM users WHERE id = $1',
        [user.id],
      );
      expect(row).toEqual({ full_name: 'Ngozi Eze', course_id: null });
      expect(await profileEventsOf(user.id)).toHaveLength(0);
    });

    it('names each invalid field', async () => {
      const user = await createUser();
      const response = await putProfile(user.token, { full_name: ' ', university_id: 'oxford', course_id: 42 });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(['course_id', 'full_name']);
      expect(response.body.error.fields?.full_name).toEqual(['Please enter your full name.']);

      const badIds = await putProfile(user.token, { full_name: 'Ama', university_id: 'oxford', course_id: 'history' });
      expect(badIds.status).toBe(400);
      expect(badIds.body.error.fields).toEqual({
        university_id: ['Please choose a university from the list.'],
        course_id: ['Please choose a course from the list.'],
      });
    });

    it('announces nothing when nothing changed', async () => {
      const user = await createUser({ fullName: 'Same Name' });
      const response = await putProfile(user.token, { full_name: 'Same Name' });
      expect(response.status).toBe(200);
      expect(await profileEventsOf(user.id)).toHaveLength(0);
    });

    it('changes only the caller: a second user’s token edits the second user', async () => {
      const first = await createUser({ fullName: 'First Person' });
      const second = await createUser({ fullName: 'Second Person' });
      const response = await putProfile(second.token, {
        full_name: 'Second, Renamed',
        id: first.id,
        user_id: first.id,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.user.id).toBe(second.id);
      const rows = await service.kernel.dataSource.query<{ id: string; full_name: string }[]>(
        'SELECT id, full_name FROM users WHERE id = ANY($1) ORDER BY full_name',
        [[first.id, second.id]],
      );
      expect(rows).toEqual([
        { id: first.id, full_name: 'First Person' },
        { id: second.id, full_name: 'Second, Renamed' },
      ]);
    });

    it('refuses anonymous callers and accounts deleted or deactivated since their token was issued', async () => {
      expect((await call('PUT', '/auth/profile', undefined, { full_name: 'Nobody' })).status).toBe(401);

      const gone = await createUser();
      await service.kernel.dataSource.query('DELETE FROM users WHERE id = $1', [gone.id]);
      const deleted = await putProfile(gone.token, { full_name: 'Ghost' });
      expect(deleted.status).toBe(401);

      const blocked = await createUser();
      await service.kernel.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [blocked.id]);
      const inactive = await putProfile(blocked.token, { full_name: 'Blocked' });
      expect(inactive.status).toBe(403);
      expect(inactive.body.error.code).toBe('ACCOUNT_INACTIVE');
    });
  });

  describe('GET and PUT /auth/billing-address', () => {
    const address = {
      address_line1: '12 Broad Street',
      address_line2: 'Flat 3',
      city: 'Lagos Island',
      state: 'Lagos',
      country_id: NIGERIA,
      postal_code: '100001',
      phone: '+234 801 234 5678',
      default_billing_address: true,
    };

    const getAddress = async (token: string | undefined) => {
      const response = await call('GET', '/auth/billing-address', token);
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> | null } };
    };

    it('is null until the user saves one', async () => {
      const user = await createUser();
      await expect(getAddress(user.token)).resolves.toEqual({ status: 200, body: { data: null } });
    });

    it('saves the address with its time and reads it back', async () => {
      const user = await createUser();
      const before = Date.now();
      const saved = await call('PUT', '/auth/billing-address', user.token, { ...address, address_line2: '' });
      expect(saved.status).toBe(200);
      const { data } = (await saved.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({ ...address, address_line2: null });
      expect(new Date(data.address_updated_at as string).getTime()).toBeGreaterThanOrEqual(before - 5_000);

      await expect(getAddress(user.token)).resolves.toEqual({ status: 200, body: { data } });

      const [row] = await service.kernel.dataSource.query<{ city: string; address_updated_at: Date }[]>(
        'SELECT city, address_updated_at FROM users WHERE id = $1',
        [user.id],
      );
      expect(row?.city).toBe('Lagos Island');
      expect(row?.address_updated_at).not.toBeNull();
    });

    it('names every invalid field and keeps the saved address', async () => {
      const user = await createUser();
      await call('PUT', '/auth/billing-address', user.token, address);
      const response = await call('PUT', '/auth/billing-address', user.token, {
        address_line1: '',
        city: ' ',
        state: '',
        country_id: 'Nigeria',
        postal_code: '',
        phone: 'call me',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields).toEqual({
        address_line1: ['Please enter the address.'],
        city: ['Please enter the city.'],
        state: ['Please enter the state or region.'],
        country_id: ['Please choose a country.'],
        postal_code: ['Please enter the postal code.'],
        phone: ['Please enter a valid phone number.'],
      });
      expect((await getAddress(user.token)).body.data).toMatchObject({ address_line1: '12 Broad Street' });
    });

    it('keeps each user to their own address: there is no id to ask for another', async () => {
      const first = await createUser();
      const second = await createUser();
      await call('PUT', '/auth/billing-address', first.token, address);

      expect((await getAddress(second.token)).body.data).toBeNull();
      const secondSaves = await call('PUT', '/auth/billing-address', second.token, {
        ...address,
        city: 'Accra',
        country_id: GHANA,
        user_id: first.id,
      });
      expect(secondSaves.status).toBe(200);

      expect((await getAddress(first.token)).body.data).toMatchObject({ city: 'Lagos Island', country_id: NIGERIA });
      expect((await getAddress(second.token)).body.data).toMatchObject({ city: 'Accra', country_id: GHANA });
      const routes = [`/auth/billing-address/${first.id}`, `/auth/billing-address?user_id=${first.id}`];
      expect((await call('GET', routes[0]!, second.token)).status).toBe(404);
      expect((await getAddress(second.token)).body.data).toMatchObject({ city: 'Accra' });
      const viaQuery = await call('GET', routes[1]!, second.token);
      expect(((await viaQuery.json()) as { data: { city: string } }).data.city).toBe('Accra');
    });

    it('refuses anonymous callers', async () => {
      expect((await getAddress(undefined)).status).toBe(401);
      expect((await call('PUT', '/auth/billing-address', undefined, address)).status).toBe(401);
    });

    it('refuses a cookie session writing without the CSRF header', async () => {
      const user = await createUser();
      const response = await fetch(`${service.baseUrl}/auth/billing-address`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: `sh_access=${user.token}; sh_csrf=abc` },
        body: JSON.stringify(address),
      });
      expect(response.status).toBe(403);
      expect((await getAddress(user.token)).body.data).toBeNull();
    });
  });
});
