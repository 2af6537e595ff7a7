import { auditLogQuerySchema } from './admin-audit-log';

describe('auditLogQuerySchema', () => {
  it('lists newest first, 10 a page, as JSON by default', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sort: 'occurred_at',
      order: 'desc',
      format: 'json',
    });
  });

  it('takes every filter, trimmed, and drops empty ones', () => {
    expect(
      auditLogQuerySchema.parse({
        actor: ' admin@studyhub.local ',
        service: 'auth',
        action: 'user.status-changed',
        target_type: 'user',
        target_id: '',
        from: '2026-11-01',
        to: '2026-11-27',
        q: '  ',
        sort: 'action',
        order: 'asc',
        format: 'csv',
      }),
    ).toEqual({
      page: 1,
      limit: 10,
      actor: 'admin@studyhub.local',
      service: 'auth',
      action: 'user.status-changed',
      target_type: 'user',
      from: '2026-11-01',
      to: '2026-11-27',
      sort: 'action',
      order: 'asc',
      format: 'csv',
    });
  });

  it.each([
    [{ service: 'billing' }, 'service'],
    [{ from: '27.11.2026' }, 'from'],
    [{ to: '2026-02-30x' }, 'to'],
    [{ to: '2026-02-30' }, 'to'],
    [{ from: '2026-11-27', to: '2026-11-01' }, 'to'],
    [{ sort: 'summary; DROP TABLE' }, 'sort'],
  ])('refuses %j', (query, field) => {
    const result = auditLogQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
