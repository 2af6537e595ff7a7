import { emailLogApiQuery, emailLogPageHref, parseEmailLogFilters } from './email-filters';

describe('e-mail log filters', () => {
  it('keeps valid filters and builds the API query and page links', () => {
    const filters = parseEmailLogFilters({ status: 'failed', template: 'order-completed', q: ' ada@ ', page: '2' });
    expect(filters).toEqual({ status: 'failed', template: 'order-completed', q: 'ada@', page: 2 });
    expect(emailLogApiQuery(filters)).toBe('?status=failed&template=order-completed&q=ada%40&page=2&limit=25');
    expect(emailLogPageHref(filters, 1)).toBe('/admin/emails?status=failed&template=order-completed&q=ada%40');
  });

  it('drops values the API would refuse', () => {
    expect(parseEmailLogFilters({ status: 'lost', template: 'DROP TABLE', page: '-3' })).toEqual({
      status: null,
      template: null,
      q: null,
      page: 1,
    });
  });
});
