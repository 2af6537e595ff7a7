import type { TestService } from '@studyhub/platform/testing';
import { AdminUsersHarness, type UserBody } from './support/admin-users-harness';

jest.setTimeout(60_000);

describe('admin users API', () => {
  const users = new AdminUsersHarness('auth-admin-users-');
  const { createUser, call, statusOf } = users;
  let service: TestService;
  let admin: AdminUsersHarness['admin'];

  beforeAll(async () => {
    await users.start();
    ({ service, admin } = users);
  });

  afterAll(() => users.close());

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
});
