import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AdminActionRecordedData } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';

jest.setTimeout(60_000);

interface Recorded {
  producer: string;
  correlationId: string;
  data: AdminActionRecordedData;
}

/** Every admin change to users is in the audit trail if and only if it committed. */
describe('admin users in the audit trail', () => {
  let dataDir: string;
  let service: TestService;
  let tokens: TestTokenIssuer;
  let admin: { id: string; email: string; token: string };
  const runTag = `audit${Date.now().toString(36)}`;
  let sequence = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-admin-audit-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(authService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
    admin = await createUser('admin');
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function createUser(role: 'user' | 'admin' = 'user') {
    sequence += 1;
    const email = `person-${sequence}-${runTag}@example.org`;
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name, role, status, password_hash)
       VALUES ($1, $2, $3, 'active', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA') RETURNING id`,
      [email, `Person ${sequence}`, role],
    );
    const token = await tokens.sign({ userId: row!.id, email, role });
    return { id: row!.id, email, token };
  }

  const call = async (method: string, urlPath: string, body?: unknown) => {
    const response = await fetch(`${service.baseUrl}${urlPath}`, {
      method,
      headers: {
        authorization: `Bearer ${admin.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, correlationId: response.headers.get('x-correlation-id') };
  };

  const recordsOf = async (targetId: string): Promise<Recorded[]> => {
    const rows = await service.kernel.dataSource.query<{ envelope: Recorded }[]>(
      `SELECT envelope FROM outbox
        WHERE event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1 ORDER BY id`,
      [targetId],
    );
    return rows.map((row) => row.envelope);
  };

  const statusOf = async (userId: string) =>
    (await service.kernel.dataSource.query<{ status: string }[]>('SELECT status FROM users WHERE id = $1', [userId]))[0]
      ?.status;

  it('records a deactivation with who did it and the status before and after, never the password hash', async () => {
    const target = await createUser();
    const answer = await call('PATCH', `/users/${target.id}/status`, { status: 'inactive' });
    expect(answer.status).toBe(200);

    const [record, ...more] = await recordsOf(target.id);
    expect(more).toEqual([]);
    expect(record?.producer).toBe('auth');
    expect(record?.data).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.status-changed',
      targetType: 'user',
      targetId: target.id,
      summary: `Deactivated ${target.email}`,
      before: { id: target.id, email: target.email, status: 'active' },
      after: { id: target.id, email: target.email, status: 'inactive' },
    });
    expect(JSON.stringify(record)).not.toContain('argon2');
    // The record and the change it describes share the request's correlation id.
    const [statusEvent] = await service.kernel.dataSource.query<{ envelope: { correlationId: string } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'user.status-changed.v1' AND envelope->'data'->>'userId' = $1`,
      [target.id],
    );
    expect(record?.correlationId).toBe(statusEvent?.envelope.correlationId);

    expect((await call('PATCH', `/users/${target.id}/status`, { status: 'active' })).status).toBe(200);
    const reactivation = (await recordsOf(target.id))[1];
    expect(reactivation?.data).toMatchObject({
      summary: `Reactivated ${target.email}`,
      before: { status: 'inactive' },
      after: { status: 'active' },
    });
  });

  it('records nothing when the status was already so', async () => {
    const target = await createUser();
    expect((await call('PATCH', `/users/${target.id}/status`, { status: 'active' })).status).toBe(200);
    expect(await recordsOf(target.id)).toEqual([]);
  });

  it('records a deletion with the account as it was and nothing after', async () => {
    const target = await createUser();
    expect((await call('DELETE', `/users/${target.id}`)).status).toBe(200);
    const [record] = await recordsOf(target.id);
    expect(record?.data).toMatchObject({
      action: 'user.deleted',
      summary: `Deleted ${target.email}`,
      before: { id: target.id, email: target.email, status: 'active' },
      after: null,
    });
  });

  it('records each user of a bulk action, saying it was one', async () => {
    const first = await createUser();
    const second = await createUser();
    const answer = await call('POST', '/users/bulk', {
      action: 'set_status',
      status: 'inactive',
      ids: [first.id, second.id],
    });
    expect(answer.status).toBe(200);
    for (const target of [first, second]) {
      const [record] = await recordsOf(target.id);
      expect(record?.data.summary).toBe(`Deactivated ${target.email} (bulk action on 2 users)`);
    }
  });

  it('leaves no record of a change that rolled back', async () => {
    const first = await createUser();
    const second = await createUser();
    // The second user's status event fails after the first user's change and record were written.
    await service.kernel.dataSource.query(`
      CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event_type = 'user.status-changed.v1' AND NEW.envelope->'data'->>'userId' = '${second.id}' THEN
          RAISE EXCEPTION 'refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await service.kernel.dataSource.query(
      `CREATE TRIGGER audit_test_refuse BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`,
    );
    try {
      const answer = await call('POST', '/users/bulk', {
        action: 'set_status',
        status: 'inactive',
        ids: [first.id, second.id],
      });
      expect(answer.status).toBe(500);
    } finally {
      await service.kernel.dataSource.query('DROP TRIGGER audit_test_refuse ON outbox');
      await service.kernel.dataSource.query('DROP FUNCTION audit_test_refuse()');
    }
    expect(await statusOf(first.id)).toBe('active');
    expect(await statusOf(second.id)).toBe('active');
    expect(await recordsOf(first.id)).toEqual([]);
    expect(await recordsOf(second.id)).toEqual([]);
  });

  it('records nothing for a refused change', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/users/${missing}/status`, { status: 'inactive' })).status).toBe(404);
    expect((await call('PATCH', `/users/${admin.id}/status`, { status: 'inactive' })).status).toBe(409);
    expect(await recordsOf(missing)).toEqual([]);
    expect(await recordsOf(admin.id)).toEqual([]);
  });
});
