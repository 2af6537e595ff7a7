import type { EntityManager } from 'typeorm';
import { ADMIN_AUDIT_LIMITS, eventRegistry, type EventEnvelope } from '@studyhub/contracts';
import type { Principal } from '../auth/principal';
import { OutboxTransactionRequiredError, OutboxWriter } from '../messaging/outbox-writer';
import { AdminAudit, adminActionDataOf, type AdminWrite } from './admin-audit';
import { REDACTED, auditSnapshotOf, isSecretField } from './admin-audit-snapshot';
import type { Logger } from './logger';

const admin: Principal = {
  userId: '6f1c1a0e-7b5d-4c36-9d39-0c6f4f0e2b11',
  role: 'admin',
  status: 'active',
  email: 'admin@studyhub.local',
};
const context = { requestId: 'req-1', correlationId: 'corr-1' };

const deactivation: AdminWrite = {
  action: 'user.status-changed',
  targetType: 'user',
  targetId: '0d7c3f38-3f3a-4f51-9d0c-1f0d8a1c2b3e',
  summary: 'Deactivated ada@example.com',
  before: { status: 'active', passwordHash: '$argon2id$v=19$...' },
  after: { status: 'inactive', passwordHash: '$argon2id$v=19$...' },
};

function fakeManager(isTransactionActive: boolean): { manager: EntityManager; rows: unknown[][] } {
  const rows: unknown[][] = [];
  const manager = {
    queryRunner: { isTransactionActive, data: {} },
    query: async (_sql: string, parameters: unknown[]) => {
      rows.push(parameters);
      return [];
    },
  } as unknown as EntityManager;
  return { manager, rows };
}

function auditOf(service: string): { audit: AdminAudit; lines: unknown[] } {
  const lines: unknown[] = [];
  const logger = { info: (fields: unknown) => lines.push(fields) } as unknown as Logger;
  return { audit: new AdminAudit(logger, new OutboxWriter(service, eventRegistry)), lines };
}

describe('AdminAudit.recordIn', () => {
  it('appends admin.action-recorded.v1 to the outbox of the transaction, with before and after', async () => {
    const { audit, lines } = auditOf('auth');
    const { manager, rows } = fakeManager(true);

    await audit.recordIn(manager, admin, context, deactivation);

    expect(rows).toHaveLength(1);
    const [eventId, type, json, mandatory] = rows[0]!;
    expect(type).toBe('admin.action-recorded.v1');
    expect(mandatory).toBe(true);
    const envelope = eventRegistry.parseEnvelope(JSON.parse(String(json))) as EventEnvelope<string, unknown>;
    expect(envelope.id).toBe(eventId);
    expect(envelope.producer).toBe('auth');
    expect(envelope.correlationId).toBe('corr-1');
    expect(envelope.data).toEqual({
      actorId: admin.userId,
      actorEmail: 'admin@studyhub.local',
      action: 'user.status-changed',
      targetType: 'user',
      targetId: deactivation.targetId,
      summary: 'Deactivated ada@example.com',
      before: { status: 'active', passwordHash: REDACTED },
      after: { status: 'inactive', passwordHash: REDACTED },
    });
    expect(lines).toEqual([
      expect.objectContaining({
        correlation_id: 'corr-1',
        audit: expect.objectContaining({ event_id: eventId, action: 'user.status-changed' }),
      }),
    ]);
  });

  it('may be written by any service, each from its own outbox', async () => {
    for (const service of ['catalog', 'orders', 'points-ledger', 'content', 'notifications']) {
      const { audit } = auditOf(service);
      const { manager, rows } = fakeManager(true);
      await audit.recordIn(manager, admin, context, deactivation);
      expect(JSON.parse(String(rows[0]![2])).producer).toBe(service);
    }
  });

  it('takes the ids of an event as its context when an event, not a request, caused the write', async () => {
    const { audit, lines } = auditOf('content');
    const { manager, rows } = fakeManager(true);
    await audit.recordIn(manager, admin, { correlationId: 'corr-9', causationId: 'event-8' }, deactivation);
    const envelope = JSON.parse(String(rows[0]![2]));
    expect([envelope.correlationId, envelope.causationId]).toEqual(['corr-9', 'event-8']);
    expect(lines).toEqual([expect.objectContaining({ correlation_id: 'corr-9' })]);
  });

  it('refuses to record outside a transaction, so a write cannot commit without its record', async () => {
    const { audit, lines } = auditOf('auth');
    const { manager, rows } = fakeManager(false);
    await expect(audit.recordIn(manager, admin, context, deactivation)).rejects.toThrow(OutboxTransactionRequiredError);
    expect(rows).toHaveLength(0);
    expect(lines).toHaveLength(0);
  });

  it('refuses an action that is not a dotted lower-case name', async () => {
    const { audit } = auditOf('auth');
    const { manager } = fakeManager(true);
    await expect(
      audit.recordIn(manager, admin, context, { ...deactivation, action: 'Deactivate User' }),
    ).rejects.toThrow('Invalid data for admin.action-recorded.v1');
  });
});

describe('adminActionDataOf', () => {
  it('records a creation with no before and a deletion with no after', () => {
    const created = adminActionDataOf(admin, { ...deactivation, before: null, after: { name: 'MIT' } });
    expect(created.before).toBeNull();
    const deleted = adminActionDataOf(admin, { ...deactivation, before: { name: 'MIT' }, after: undefined });
    expect(deleted.after).toBeNull();
  });

  it('keeps the summary on one line within its bound', () => {
    const data = adminActionDataOf(admin, { ...deactivation, summary: `Edited\n  ${'x'.repeat(400)}` });
    expect(data.summary.length).toBe(ADMIN_AUDIT_LIMITS.summary);
    expect(data.summary.startsWith('Edited x')).toBe(true);
    expect(data.summary.endsWith('…')).toBe(true);
  });

  it('names an admin without an e-mail in the token by id only', () => {
    const { email: _email, ...withoutEmail } = admin;
    expect(adminActionDataOf(withoutEmail, deactivation).actorEmail).toBeNull();
  });
});

describe('auditSnapshotOf', () => {
  it('turns a row into plain JSON', () => {
    expect(
      auditSnapshotOf({
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
        amount: 12n,
        file: Buffer.from('abc'),
        missing: undefined,
        nothing: null,
        nested: { tags: ['a', 'b'] },
      }),
    ).toEqual({
      createdAt: '2026-01-02T03:04:05.000Z',
      amount: '12',
      file: '[binary, 3 bytes]',
      nothing: null,
      nested: { tags: ['a', 'b'] },
    });
  });

  it('redacts secrets however they are spelled, at any depth', () => {
    expect(
      auditSnapshotOf({
        password_hash: 'h',
        user: { refreshToken: 't', apiKey: 'k', clientSecret: 's' },
        maxTokens: 4096,
      }),
    ).toEqual({
      password_hash: REDACTED,
      user: { refreshToken: REDACTED, apiKey: REDACTED, clientSecret: REDACTED },
      maxTokens: 4096,
    });
    expect(isSecretField('email')).toBe(false);
    expect(isSecretField('status')).toBe(false);
  });

  it('cuts long texts such as HTML bodies and says how long they were', () => {
    const body = `<p>${'word '.repeat(200)}</p>`;
    const snapshot = auditSnapshotOf({ bodyHtml: body });
    expect(String(snapshot!.bodyHtml)).toMatch(new RegExp(`… \\(${body.length} characters\\)$`));
    expect(String(snapshot!.bodyHtml).length).toBeLessThan(450);
  });

  it('bounds the whole snapshot, however many fields it has', () => {
    const wide = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`field${i}`, 'y'.repeat(300)]));
    const snapshot = auditSnapshotOf(wide);
    expect(Buffer.byteLength(JSON.stringify(snapshot))).toBeLessThanOrEqual(ADMIN_AUDIT_LIMITS.snapshotBytes);
  });

  it('shortens long lists and deep nesting', () => {
    const snapshot = auditSnapshotOf({
      ids: Array.from({ length: 60 }, (_, i) => i),
      a: { b: { c: { d: { e: 1 } } } },
    });
    expect((snapshot!.ids as unknown[]).length).toBe(51);
    expect((snapshot!.ids as unknown[])[50]).toBe('… 10 more');
    expect(snapshot!.a).toEqual({ b: { c: { d: '[nested]' } } });
  });

  it('wraps a value that is not an object', () => {
    expect(auditSnapshotOf('published')).toEqual({ value: 'published' });
    expect(auditSnapshotOf(undefined)).toBeNull();
  });
});
