import { randomUUID } from 'node:crypto';
import type { AdminActionRecordedData } from '@studyhub/contracts';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

jest.setTimeout(60_000);

/** Document moderation by admins is in the audit trail if and only if it committed. */
describe('document moderation in the audit trail', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let subjectId: string;
  const seller = randomUUID();
  const admin = randomUUID();

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
    subjectId = await insertSubject(service.kernel.dataSource, `Audited Moderation ${Date.now().toString(36)}`);
  });

  afterAll(async () => {
    await service?.close();
  });

  const pending = (title: string) =>
    insertDocument(service.kernel.dataSource, { title, sellerId: seller, subjectId, status: 'PENDING' });

  const post = async (path: string, as: { userId: string; role?: 'admin' }, body: unknown) => {
    const token = await tokens.sign({ ...as, email: as.role === 'admin' ? 'moderator@studyhub.local' : 'me@x.org' });
    const response = await fetch(`${service.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  };
  const asAdmin = { userId: admin, role: 'admin' as const };

  const recordsOf = async (documentId: string) =>
    (
      await service.kernel.dataSource.query<{ envelope: { producer: string; data: AdminActionRecordedData } }[]>(
        `SELECT envelope FROM outbox
          WHERE event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1 ORDER BY id`,
        [documentId],
      )
    ).map((row) => row.envelope);

  const statusOf = async (documentId: string) =>
    (
      await service.kernel.dataSource.query<{ status_id: number }[]>('SELECT status_id FROM documents WHERE id = $1', [
        documentId,
      ])
    )[0]?.status_id;

  it('records an approval with the moderator and the status before and after', async () => {
    const document = await pending('Audited Approval Notes');
    expect(await post(`/admin/documents/${document.id}/approve`, asAdmin, { reason: 'Looks good' })).toBe(200);
    const [record, ...more] = await recordsOf(document.id);
    expect(more).toEqual([]);
    expect(record?.producer).toBe('catalog');
    expect(record?.data).toMatchObject({
      actorId: admin,
      actorEmail: 'moderator@studyhub.local',
      action: 'document.approved',
      targetType: 'document',
      targetId: document.id,
      summary: 'Approved “Audited Approval Notes”: Looks good',
      before: { id: document.id, title: 'Audited Approval Notes', status: 'PENDING', user_id: seller },
      after: { id: document.id, status: 'APPROVED', moderation_reason: 'Looks good' },
    });
  });

  it('names a soft rejection and a takedown apart', async () => {
    const document = await pending('Audited Soft Reject');
    expect(
      await post(`/admin/documents/${document.id}/reject`, asAdmin, { reason: 'Add page numbers', soft: true }),
    ).toBe(200);
    const other = await pending('Audited Takedown');
    expect(await post(`/admin/documents/${other.id}/delete`, asAdmin, { reason: 'Copyright notice' })).toBe(200);
    expect((await recordsOf(document.id)).map((record) => [record.data.action, record.data.summary])).toEqual([
      ['document.changes-requested', 'Asked for changes to “Audited Soft Reject”: Add page numbers'],
    ]);
    expect((await recordsOf(other.id)).map((record) => [record.data.action, record.data.after?.status])).toEqual([
      ['document.deleted', 'DELETED'],
    ]);
  });

  it('does not record what a seller does to their own document', async () => {
    const document = await pending('Audited Seller Own');
    const token = await tokens.sign({ userId: seller });
    const response = await fetch(`${service.baseUrl}/documents/${document.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await recordsOf(document.id)).toEqual([]);
  });

  it('records nothing for a refused move', async () => {
    const document = await pending('Audited Refused');
    expect(await post(`/admin/documents/${document.id}/approve`, asAdmin, {})).toBe(200);
    expect(await post(`/admin/documents/${document.id}/reject`, asAdmin, { reason: 'Too late' })).toBe(409);
    expect((await recordsOf(document.id)).map((record) => record.data.action)).toEqual(['document.approved']);
  });

  it('cannot approve without its record: a record that fails rolls the approval back', async () => {
    const document = await pending('Audited Rollback');
    const pendingStatus = await statusOf(document.id);
    await service.kernel.dataSource.query(`
      CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event_type = 'admin.action-recorded.v1' AND NEW.envelope->'data'->>'targetId' = '${document.id}' THEN
          RAISE EXCEPTION 'refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await service.kernel.dataSource.query(
      `CREATE TRIGGER audit_test_refuse BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`,
    );
    try {
      expect(await post(`/admin/documents/${document.id}/approve`, asAdmin, {})).toBe(500);
    } finally {
      await service.kernel.dataSource.query('DROP TRIGGER audit_test_refuse ON outbox');
      await service.kernel.dataSource.query('DROP FUNCTION audit_test_refuse()');
    }
    expect(await statusOf(document.id)).toBe(pendingStatus);
    const events = await service.kernel.dataSource.query<unknown[]>(
      `SELECT 1 FROM outbox WHERE envelope->'data'->>'documentId' = $1`,
      [document.id],
    );
    expect(events).toEqual([]);
    const moderations = await service.kernel.dataSource.query<unknown[]>(
      'SELECT 1 FROM document_moderations WHERE document_id = $1',
      [document.id],
    );
    expect(moderations).toEqual([]);
  });
});
