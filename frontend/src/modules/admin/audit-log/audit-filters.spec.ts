import {
  actionLabel,
  auditApiQuery,
  auditPageHref,
  auditSortHref,
  isAuditFiltered,
  parseAuditFilters,
} from './audit-filters';

describe('parseAuditFilters', () => {
  it('reads every filter, trimmed, newest first on page 1 by default', () => {
    const filters = parseAuditFilters({
      actor: ' admin@studyhub.local ',
      service: 'auth',
      action: 'user.status-changed',
      target_type: 'user',
      target_id: 'u1',
      from: '2026-11-01',
      to: '2026-11-27',
      q: 'ada',
    });
    expect(filters).toEqual({
      actor: 'admin@studyhub.local',
      service: 'auth',
      action: 'user.status-changed',
      targetType: 'user',
      targetId: 'u1',
      from: '2026-11-01',
      to: '2026-11-27',
      q: 'ada',
      page: 1,
      sort: { by: 'occurred_at', order: 'desc' },
    });
  });

  it('ignores what the API would refuse: an unknown service, a malformed day, a bad page or sort', () => {
    const filters = parseAuditFilters({ service: 'billing', from: '1.11.2026', page: '-2', sort: 'summary' });
    expect(filters.service).toBeNull();
    expect(filters.from).toBe('');
    expect(filters.page).toBe(1);
    expect(filters.sort).toEqual({ by: 'occurred_at', order: 'desc' });
    expect(isAuditFiltered(filters)).toBe(false);
  });

  it('swaps a range given backwards', () => {
    expect(parseAuditFilters({ from: '2026-11-27', to: '2026-11-01' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });
});

describe('addresses', () => {
  const filters = parseAuditFilters({ action: 'user.status-changed', service: 'auth', page: '3' });

  it('asks the API for one page with the filters and the order', () => {
    expect(auditApiQuery(filters)).toBe(
      '?service=auth&action=user.status-changed&sort=occurred_at&order=desc&page=3&limit=25',
    );
  });

  it('keeps the filters on other pages, without the usual order', () => {
    expect(auditPageHref(filters, 2)).toBe('/admin/audit-log?service=auth&action=user.status-changed&page=2');
    expect(auditPageHref(filters, 1)).toBe('/admin/audit-log?service=auth&action=user.status-changed');
  });

  it('starts another order from the first page', () => {
    expect(auditSortHref(filters, { by: 'action', order: 'asc' })).toBe(
      '/admin/audit-log?service=auth&action=user.status-changed&sort=action&order=asc',
    );
  });
});

describe('actionLabel', () => {
  it('reads a dotted action as words', () => {
    expect(actionLabel('user.status-changed')).toBe('User status changed');
    expect(actionLabel('points-package.deleted')).toBe('Points package deleted');
  });
});
