import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createObjectStorage, localStorageRoot, type ObjectStorage } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';

jest.setTimeout(60_000);

interface UserBody {
  id: string;
  email: string;
  full_name: string;
  role: string;
  status: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

describe('admin users API', () => {
  let dataDir: string;
  let storage: ObjectStorage;
  let service: TestService;
  let tokens: TestTokenIssuer;
  let admin: { id: string; token: string };
  const runTag = `run${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-admin-users-'));
    storage = createObjectStorage({ DATA_DIR: dataDir });
    tokens = await createTestTokenIssuer();
    service = await startTestService(authService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
    admin = await createUser({ fullName: 'Ada Admin', role: 'admin' });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let sequence = 0;
  async function createUser(
    fields: { fullName?: string; email?: string; role?: string; status?: string; createdAt?: string } = {},
  ) {
    sequence += 1;
    const email = fields.email ?? `user-${sequence}-${runTag}@example.org`;
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name, role, status, created_at)
       VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now())) RETURNING id`,
      [
        email,
        fields.fullName ?? `Person ${sequence}`,
        fields.role ?? 'user',
        fields.status ?? 'active',
        fields.createdAt ?? null,
      ],
    );
    const token = await tokens.sign({ userId: row!.id, email, role: fields.role === 'admin' ? 'admin' : 'user' });
    return { id: row!.id, email, token };
  }

  const call = async <T>(method: string, urlPath: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${service.baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T & Partial<ErrorBody> };
  };

  const statusOf = async (userId: string) =>
    (await service.kernel.dataSource.query<{ status: string }[]>('SELECT status FROM users WHERE id = $1', [userId]))[0]
      ?.status;

  const eventsOf = (type: string, userId: string) =>
    service.kernel.dataSource.query<{ envelope: { correlationId: string; data: Record<string, unknown> } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 AND envelope->'data'->>'userId' = $2 ORDER BY id`,
      [type, userId],
    );

  describe('who may call', () => {
    it('refuses anonymous callers and non-admins on every route', async () => {
      const student = await createUser();
      const target = await createUser();
      const routes: [string, string, unknown?][] = [
        ['GET', '/users'],
        ['DELETE', `/users/${target.id}`],
        ['PATCH', `/users/${target.id}/status`, { status: 'inactive' }],
        ['POST', '/users/bulk', { action: 'delete', ids: [target.id] }],
      ];
      for (const [method, urlPath, body] of routes) {
        expect({ method, urlPath, status: (await call(method, urlPath, undefined, body)).status }).toEqual({
          method,
          urlPath,
          status: 401,
        });
        const asStudent = await call(method, urlPath, student.token, body);
        expect({ method, urlPath, status: asStudent.status }).toEqual({ method, urlPath, status: 403 });
        expect(asStudent.body.error?.message).toBe('Unauthorized: Admin access required');
      }
      expect(await statusOf(target.id)).toBe('active');
    });

    it('refuses an admin token whose account was since demoted or deactivated', async () => {
      const formerAdmin = await createUser({ role: 'admin' });
      const target = await createUser();
      await service.kernel.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [formerAdmin.id]);
      const demoted = await call('PATCH', `/users/${target.id}/status`, formerAdmin.token, { status: 'inactive' });
      expect(demoted.status).toBe(403);
      expect(demoted.body.error?.message).toBe('Unauthorized: Admin access required');

      const blockedAdmin = await createUser({ role: 'admin' });
      await service.kernel.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [blockedAdmin.id]);
      expect((await call('GET', '/users', blockedAdmin.token)).status).toBe(403);
      expect(await statusOf(target.id)).toBe('active');
    });
  });

  describe('GET /users', () => {
    const tag = `list${Date.now().toString(36)}`;
    let people: Record<string, { id: string }>;

    beforeAll(async () => {
      people = {
        oldest: await createUser({
          fullName: 'Chidi Okonkwo',
          email: `chidi.${tag}@example.org`,
          createdAt: '2025-01-01T00:00:00Z',
        }),
        middle: await createUser({
          fullName: 'Zainab OKAFOR',
          email: `zainab.${tag}@school.edu`,
          status: 'inactive',
          createdAt: '2025-02-01T00:00:00Z',
        }),
        newest: await createUser({
          fullName: 'Tunde Bakare',
          email: `okafor.fan.${tag}@example.org`,
          role: 'admin',
          createdAt: '2025-03-01T00:00:00Z',
        }),
      };
    });

    const list = (query: string) =>
      call<{ data: UserBody[]; meta: { page: number; limit: number; total: number } }>(
        'GET',
        `/users?${query}`,
        admin.token,
      );

    it('searches e-mail and full name case-insensitively, newest first, with the total', async () => {
      const { status, body } = await list(`search=${encodeURIComponent(`OKAFOR`)}&limit=100`);
      expect(status).toBe(200);
      const ours = body.data.filter((user) => user.email.includes(tag));
      expect(ours.map((user) => user.id)).toEqual([people.newest!.id, people.middle!.id]);
      expect(body.meta).toEqual({ page: 1, limit: 100, total: body.data.length });

      const byTag = await list(`search=${tag}`);
      expect(byTag.body.data.map((user) => user.id)).toEqual([people.newest!.id, people.middle!.id, people.oldest!.id]);
      expect(byTag.body.meta.total).toBe(3);
      expect(JSON.stringify(byTag.body)).not.toMatch(/password/);
    });

    it('filters by role and status', async () => {
      expect((await list(`search=${tag}&role=admin`)).body.data.map((user) => user.id)).toEqual([people.newest!.id]);
      expect((await list(`search=${tag}&status=inactive`)).body.data.map((user) => user.id)).toEqual([
        people.middle!.id,
      ]);
      const activeUsers = await list(`search=${tag}&role=user&status=active`);
      expect(activeUsers.body.data.map((user) => user.id)).toEqual([people.oldest!.id]);
      expect(activeUsers.body.meta.total).toBe(1);
    });

    it('pages with page and limit and keeps the total of the whole filter', async () => {
      const first = await list(`search=${tag}&limit=2&page=1`);
      const second = await list(`search=${tag}&limit=2&page=2`);
      const third = await list(`search=${tag}&limit=2&page=3`);
      expect(first.body.data.map((user) => user.id)).toEqual([people.newest!.id, people.middle!.id]);
      expect(second.body.data.map((user) => user.id)).toEqual([people.oldest!.id]);
      expect(third.body.data).toEqual([]);
      expect([first.body.meta, second.body.meta]).toEqual([
        { page: 1, limit: 2, total: 3 },
        { page: 2, limit: 2, total: 3 },
      ]);
    });

    it('defaults to page 1 of 10 and takes wildcard characters literally', async () => {
      const all = await list('');
      expect(all.body.meta).toMatchObject({ page: 1, limit: 10 });
      expect(all.body.data.length).toBeLessThanOrEqual(10);
      expect((await list(`search=${encodeURIComponent('%')}`)).body.data).toEqual([]);
      expect((await list(`search=${encodeURIComponent(`chidi_${tag}`)}`)).body.data).toEqual([]);
    });

    it('orders by name, e-mail or status in either direction, and refuses other columns', async () => {
      const byName = await list(`search=${tag}&sort=full_name&order=asc`);
      expect(byName.body.data.map((user) => user.full_name)).toEqual([
        'Chidi Okonkwo',
        'Tunde Bakare',
        'Zainab OKAFOR',
      ]);
      const byEmailDesc = await list(`search=${tag}&sort=email&order=desc`);
      expect(byEmailDesc.body.data.map((user) => user.id)).toEqual([
        people.middle!.id,
        people.newest!.id,
        people.oldest!.id,
      ]);
      const byStatus = await list(`search=${tag}&sort=status&order=desc`);
      expect(byStatus.body.data[0]!.id).toBe(people.middle!.id);
      const refused = await list('sort=password_hash');
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.sort).toEqual(['Sort by one of: created_at, email, full_name, role, status.']);
    });

    it('exports every matching user as CSV to admins only, without secrets', async () => {
      const response = await fetch(`${service.baseUrl}/users?search=${tag}&sort=full_name&order=asc&format=csv`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const lines = (await response.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('User id,E-mail,Full name,Role,Status,E-mail verified,Created at,Updated at');
      expect(lines.slice(1).map((line) => line.split(',').slice(2, 5))).toEqual([
        ['Chidi Okonkwo', 'user', 'active'],
        ['Tunde Bakare', 'admin', 'active'],
        ['Zainab OKAFOR', 'user', 'inactive'],
      ]);
      expect(lines.join('\n')).not.toMatch(/password|hash/i);
      const student = await createUser();
      const refused = await fetch(`${service.baseUrl}/users?format=csv`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(refused.status).toBe(403);
    });

    it('names bad query parameters', async () => {
      const { status, body } = await list('role=owner&status=gone&page=0&limit=101');
      expect(status).toBe(400);
      expect(Object.keys(body.error?.fields ?? {}).sort()).toEqual(['limit', 'page', 'role', 'status']);
    });
  });

  describe('PATCH /users/{id}/status', () => {
    it('deactivates a user, announces it once and answers the user', async () => {
      const target = await createUser();
      const response = await fetch(`${service.baseUrl}/users/${target.id}/status`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin.token}`,
          'x-correlation-id': 'status-corr-1',
        },
        body: JSON.stringify({ status: 'inactive' }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { user: UserBody } };
      expect(data.user).toMatchObject({ id: target.id, status: 'inactive' });
      expect(await statusOf(target.id)).toBe('inactive');

      const again = await call('PATCH', `/users/${target.id}/status`, admin.token, { status: 'inactive' });
      expect(again.status).toBe(200);
      const events = await eventsOf('user.status-changed.v1', target.id);
      expect(events).toHaveLength(1);
      expect(events[0]?.envelope).toMatchObject({
        correlationId: 'status-corr-1',
        data: { userId: target.id, status: 'inactive', changedBy: admin.id },
      });

      const reactivated = await call<{ data: { user: UserBody } }>('PATCH', `/users/${target.id}/status`, admin.token, {
        status: 'active',
      });
      expect(reactivated.body.data.user.status).toBe('active');
      expect((await eventsOf('user.status-changed.v1', target.id)).map((event) => event.envelope.data.status)).toEqual([
        'inactive',
        'active',
      ]);
    });

    it('refuses to let an admin deactivate themself', async () => {
      const response = await call('PATCH', `/users/${admin.id}/status`, admin.token, { status: 'inactive' });
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'CANNOT_DEACTIVATE_SELF',
        message: 'You cannot deactivate your own account.',
      });
      expect(await statusOf(admin.id)).toBe('active');
    });

    it('answers 404 for an unknown user and 400 for a bad status', async () => {
      const target = await createUser();
      expect(
        (await call('PATCH', '/users/5c1e0f8a-3b2d-4c6e-9f7a-1d2e3f4a5b6c/status', admin.token, { status: 'inactive' }))
          .status,
      ).toBe(404);
      expect((await call('PATCH', '/users/not-an-id/status', admin.token, { status: 'inactive' })).status).toBe(404);
      const bad = await call('PATCH', `/users/${target.id}/status`, admin.token, { status: 'banned' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(['status']);
    });
  });

  describe('two admins acting on each other at once', () => {
    it('lets exactly one deactivate the other, so an active admin always remains', async () => {
      for (let round = 0; round < 5; round += 1) {
        const first = await createUser({ role: 'admin' });
        const second = await createUser({ role: 'admin' });
        const answers = await Promise.all([
          call('PATCH', `/users/${second.id}/status`, first.token, { status: 'inactive' }),
          call('PATCH', `/users/${first.id}/status`, second.token, { status: 'inactive' }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
        expect(answers.find((answer) => answer.status === 403)?.body.error?.message).toBe(
          'Unauthorized: Admin access required',
        );
        expect([await statusOf(first.id), await statusOf(second.id)].sort()).toEqual(['active', 'inactive']);
      }
    });

    it('lets exactly one delete the other, in single and bulk deletes', async () => {
      const first = await createUser({ role: 'admin' });
      const second = await createUser({ role: 'admin' });
      const answers = await Promise.all([
        call('DELETE', `/users/${second.id}`, first.token),
        call('POST', '/users/bulk', second.token, { action: 'delete', ids: [first.id] }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const remaining = [await statusOf(first.id), await statusOf(second.id)].filter(Boolean);
      expect(remaining).toEqual(['active']);
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes the user, announces it and removes their avatar files', async () => {
      const target = await createUser();
      const bystander = await createUser();
      await storage.put('avatars', `${target.id}/a.webp`, Buffer.from('one'));
      await storage.put('avatars', `${target.id}/b.webp`, Buffer.from('two'));
      await storage.put('avatars', `${bystander.id}/c.webp`, Buffer.from('keep'));

      const response = await call<{ data: { id: string } }>('DELETE', `/users/${target.id}`, admin.token);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ id: target.id });
      expect(await statusOf(target.id)).toBeUndefined();
      expect(await eventsOf('user.deleted.v1', target.id)).toEqual([
        expect.objectContaining({
          envelope: expect.objectContaining({ data: { userId: target.id, deletedBy: admin.id } }),
        }),
      ]);
      expect(existsSync(path.join(localStorageRoot(dataDir), 'avatars', target.id, 'a.webp'))).toBe(false);
      expect(await storage.list('avatars', `${target.id}/`)).toEqual([]);
      expect(await storage.head('avatars', `${bystander.id}/c.webp`)).toBeDefined();

      expect((await call('DELETE', `/users/${target.id}`, admin.token)).status).toBe(404);
    });

    it('refuses to let an admin delete themself', async () => {
      const response = await call('DELETE', `/users/${admin.id}`, admin.token);
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'CANNOT_DELETE_SELF',
        message: 'You cannot delete your own account.',
      });
      expect(await statusOf(admin.id)).toBe('active');
    });
  });

  describe('POST /users/bulk', () => {
    it('sets the status of many users in one go and tells which changed', async () => {
      const a = await createUser();
      const b = await createUser({ status: 'inactive' });
      const c = await createUser();
      const missing = '5c1e0f8a-3b2d-4c6e-9f7a-1d2e3f4a5b6c';
      const { status, body } = await call<{ data: Record<string, unknown> }>('POST', '/users/bulk', admin.token, {
        action: 'set_status',
        ids: [a.id, b.id, c.id, missing, a.id],
        status: 'inactive',
      });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        action: 'set_status',
        affected: [a.id, c.id],
        unchanged: [b.id],
        not_found: [missing],
      });
      expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
        'inactive',
        'inactive',
        'inactive',
      ]);
      expect(await eventsOf('user.status-changed.v1', a.id)).toHaveLength(1);
      expect(await eventsOf('user.status-changed.v1', b.id)).toHaveLength(0);
    });

    it('deletes many users with their events and avatar files', async () => {
      const a = await createUser();
      const b = await createUser();
      await storage.put('avatars', `${a.id}/x.webp`, Buffer.from('x'));
      const { status, body } = await call<{ data: { affected: string[] } }>('POST', '/users/bulk', admin.token, {
        action: 'delete',
        ids: [a.id, b.id],
      });
      expect(status).toBe(200);
      expect([...body.data.affected].sort()).toEqual([a.id, b.id].sort());
      expect(await statusOf(a.id)).toBeUndefined();
      expect(await statusOf(b.id)).toBeUndefined();
      expect(await eventsOf('user.deleted.v1', a.id)).toHaveLength(1);
      expect(await eventsOf('user.deleted.v1', b.id)).toHaveLength(1);
      expect(await storage.list('avatars', `${a.id}/`)).toEqual([]);
    });

    it('refuses the whole action when it includes the caller, and changes nothing', async () => {
      const a = await createUser();
      for (const body of [
        { action: 'delete', ids: [a.id, admin.id] },
        { action: 'set_status', ids: [admin.id, a.id], status: 'inactive' },
      ]) {
        const response = await call('POST', '/users/bulk', admin.token, body);
        expect(response.status).toBe(409);
        expect(response.body.error?.code).toBe('BULK_INCLUDES_SELF');
      }
      expect(await statusOf(a.id)).toBe('active');
      expect(await statusOf(admin.id)).toBe('active');
      expect(await eventsOf('user.deleted.v1', a.id)).toHaveLength(0);
    });

    it('names bad requests: unknown action, no ids, more than 100, ids that are not ids', async () => {
      const tooMany = Array.from({ length: 101 }, () => '5c1e0f8a-3b2d-4c6e-9f7a-1d2e3f4a5b6c');
      for (const body of [
        { action: 'promote', ids: [admin.id] },
        { action: 'delete', ids: [] },
        { action: 'delete', ids: tooMany },
        { action: 'delete', ids: ['not-an-id'] },
        { action: 'set_status', ids: ['5c1e0f8a-3b2d-4c6e-9f7a-1d2e3f4a5b6c'] },
      ]) {
        const response = await call('POST', '/users/bulk', admin.token, body);
        expect({ body, status: response.status, code: response.body.error?.code }).toEqual({
          body,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
    });
  });
});
