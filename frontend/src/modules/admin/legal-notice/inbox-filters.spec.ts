import { inboxApiQuery, inboxHref, inboxSortHref, parseInboxFilters } from './inbox-filters';

describe('support inbox filters', () => {
  it('reads kind, status, search, order and page, and asks the API for them', () => {
    const filters = parseInboxFilters({
      kind: 'takedown',
      status: 'open',
      q: ' mei@example.org ',
      sort: 'status',
      order: 'asc',
      page: '2',
    });
    expect(filters).toEqual({
      kind: 'takedown',
      status: 'open',
      q: 'mei@example.org',
      page: 2,
      sort: { by: 'status', order: 'asc' },
    });
    expect(inboxApiQuery(filters)).toBe(
      '/admin/pages/inbox?kind=takedown&status=open&q=mei%40example.org&sort=status&order=asc&page=2&limit=20',
    );
    expect(inboxHref(filters, { page: 3 })).toBe(
      '/admin/legal-notice/messages?kind=takedown&status=open&q=mei%40example.org&sort=status&order=asc&page=3',
    );
  });

  it('ignores unknown kinds, statuses and columns, newest first by default', () => {
    const filters = parseInboxFilters({ kind: 'letter', status: ['gone'], sort: 'email', page: '-2' });
    expect(filters).toEqual({ kind: null, status: null, q: '', page: 1, sort: { by: 'created_at', order: 'desc' } });
    expect(inboxApiQuery(filters)).toBe('/admin/pages/inbox?sort=created_at&order=desc&page=1&limit=20');
    expect(inboxHref(filters)).toBe('/admin/legal-notice/messages');
  });

  it('changes one filter from page 1 keeping the rest, and orders from page 1', () => {
    const filters = parseInboxFilters({ kind: 'contact', q: 'refund', sort: 'kind', order: 'desc', page: '4' });
    expect(inboxHref(filters, { status: 'resolved' })).toBe(
      '/admin/legal-notice/messages?kind=contact&status=resolved&q=refund&sort=kind&order=desc',
    );
    expect(inboxHref(filters, { kind: null })).toBe('/admin/legal-notice/messages?q=refund&sort=kind&order=desc');
    expect(inboxSortHref(filters, { by: 'created_at', order: 'asc' })).toBe(
      '/admin/legal-notice/messages?kind=contact&q=refund&sort=created_at&order=asc',
    );
  });
});
