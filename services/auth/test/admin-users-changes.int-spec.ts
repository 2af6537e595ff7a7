import { existsSync } from 'node:fs';
import path from 'node:path';
import { localStorageRoot, type ObjectStorage } from '@studyhub/platform';
import type { TestService } from '@studyhub/platform/testing';
import { AdminUsersHarness, type UserBody } from './support/admin-users-harness';

jest.setTimeout(60_000);

describe('admin users API', () => {
  const users = new AdminUsersHarness('auth-admin-users-changes-');
  const { createUser, call, statusOf, eventsOf } = users;
  let service: TestService;
  let admin: AdminUsersHarness['admin'];
  let storage: ObjectStorage;
  let dataDir: string;

  beforeAll(async () => {
    await users.start();
    ({ service, admin, storage, dataDir } = users);
  });

  afterAll(() => users.close());

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
