import { parseReportFilters, reportsApiQuery, reportsPageHref } from './report-filters';

describe('report filters', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseReportFilters({
        source: 'copyright_notice',
        status: 'nonsense',
        reason: 'spam',
        assignee: 'someone',
        q: '  calculus  ',
        page: '3',
        sort: 'document_title',
        order: 'asc',
      }),
    ).toEqual({
      source: 'copyright_notice',
      status: null,
      reason: 'spam',
      assignee: null,
      q: 'calculus',
      page: 3,
      sort: { by: 'document_title', order: 'asc' },
    });
  });

  it('accepts me, unassigned or an admin id as the assignee', () => {
    expect(parseReportFilters({ assignee: 'me' }).assignee).toBe('me');
    expect(parseReportFilters({ assignee: 'unassigned' }).assignee).toBe('unassigned');
    const id = '3f2b8f4e-2b0a-4d7e-9b37-8d6d0f3f6a11';
    expect(parseReportFilters({ assignee: id }).assignee).toBe(id);
  });

  it('asks the API for the filtered, sorted page and links pages with the same filters', () => {
    const filters = parseReportFilters({ status: 'open', q: 'notes', page: '2' });
    expect(reportsApiQuery(filters)).toBe(
      '/admin/reports?status=open&q=notes&sort=created_at&order=desc&page=2&limit=20',
    );
    expect(reportsPageHref(filters, 1)).toBe('/admin/reports?status=open&q=notes');
    expect(reportsPageHref(parseReportFilters({ sort: 'status', order: 'asc' }), 2)).toBe(
      '/admin/reports?sort=status&order=asc&page=2',
    );
  });
});
