import { emailLogApiQuery, emailLogPageHref, emailLogSortHref, parseEmailLogFilters } from './email-filters';

describe('e-mail log filters', () => {
  it('keeps valid filters and builds the API query and page links', () => {
    const filters = parseEmailLogFilters({ status: 'failed', template: 'order-completed', q: ' ada@ ', page: '2' });
    expect(filters).toEqual({
      status: 'failed',
      template: 'order-completed',
      q: 'ada@',
      page: 2,
      sort: { by: 'created_at', order: 'desc' },
    });
    expect(emailLogApiQuery(filters)).toBe(
      '?status=failed&template=order-completed&q=ada%40&sort=created_at&order=desc&page=2&limit=25',
    );
    expect(emailLogPageHref(filters, 1)).toBe('/admin/emails?status=failed&template=order-completed&q=ada%40');
  });

  it('drops values the API would refuse', () => {
    expect(parseEmailLogFilters({ status: 'lost', template: 'DROP TABLE', page: '-3' })).toEqual({
      status: null,
      template: null,
      q: null,
      page: 1,
      sort: { by: 'created_at', order: 'desc' },
    });
  });

  it('carries another order in the page links and starts a new order on the first page', () => {
    const filters = parseEmailLogFilters({ status: 'failed', sort: 'attempts', order: 'desc', page: '3' });
    expect(emailLogPageHref(filters, 2)).toBe('/admin/emails?status=failed&sort=attempts&order=desc&page=2');
    expect(emailLogSortHref(filters, { by: 'recipient', order: 'asc' })).toBe(
      '/admin/emails?status=failed&sort=recipient&order=asc',
    );
    expect(parseEmailLogFilters({ sort: 'html_body' }).sort).toEqual({ by: 'created_at', order: 'desc' });
  });
});
