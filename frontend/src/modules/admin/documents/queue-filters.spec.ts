import { parseQueueFilters, queueApiQuery, queuePageHref } from './queue-filters';

describe('moderation queue filters', () => {
  it('opens on the pending tab in the waiting-longest order', () => {
    const filters = parseQueueFilters({});
    expect(filters).toEqual({ status: 'PENDING', q: '', page: 1, sort: { by: 'queue', order: 'asc' } });
    expect(queueApiQuery(filters)).toBe('?status=PENDING&sort=queue&order=asc&page=1&limit=20');
    expect(queuePageHref(filters, 1)).toBe('/admin/documents');
  });

  it('reads the order select’s combined value and keeps it with the search in page links', () => {
    const filters = parseQueueFilters({ status: 'APPROVED', q: ' calculus ', order: 'points_price:desc', page: '2' });
    expect(filters).toEqual({
      status: 'APPROVED',
      q: 'calculus',
      page: 2,
      sort: { by: 'points_price', order: 'desc' },
    });
    expect(queueApiQuery(filters)).toBe('?status=APPROVED&q=calculus&sort=points_price&order=desc&page=2&limit=20');
    expect(queuePageHref(filters, 3)).toBe(
      '/admin/documents?status=APPROVED&q=calculus&sort=points_price&order=desc&page=3',
    );
    expect(queuePageHref(filters, 1, 'PENDING')).toBe('/admin/documents?q=calculus&sort=points_price&order=desc');
  });

  it('reads sort and order given apart, and drops what the API would refuse', () => {
    expect(parseQueueFilters({ sort: 'title', order: 'desc' }).sort).toEqual({ by: 'title', order: 'desc' });
    const bad = parseQueueFilters({ status: 'LOST', order: 'original_file_path:asc', page: '-1' });
    expect(bad).toEqual({ status: 'PENDING', q: '', page: 1, sort: { by: 'queue', order: 'asc' } });
  });
});
