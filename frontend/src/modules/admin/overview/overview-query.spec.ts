import { dashboardHref, overviewApiPath, parseOverviewQuery } from './overview-query';

describe('the dashboard range in the address', () => {
  it('shows the last 30 days by day when the address says nothing', () => {
    expect(parseOverviewQuery({})).toEqual({ range: '30d', from: null, to: null, granularity: 'day', errors: [] });
  });

  it('reads a preset or a custom range with its grouping', () => {
    expect(parseOverviewQuery({ range: '90d', granularity: 'week', from: '2026-01-01' })).toEqual({
      range: '90d',
      from: null,
      to: null,
      granularity: 'week',
      errors: [],
    });
    expect(parseOverviewQuery({ range: 'custom', from: '2026-10-01', to: ['2026-10-31'] })).toMatchObject({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('replaces a range the API would refuse, saying why', () => {
    expect(parseOverviewQuery({ range: 'custom', from: '2026-10-31', to: '2026-10-01' })).toEqual({
      range: '30d',
      from: null,
      to: null,
      granularity: 'day',
      errors: ['The end date cannot be before the start date.'],
    });
    expect(parseOverviewQuery({ range: 'year' }).errors).toEqual(['Range is one of: 7d, 30d, 90d, custom.']);
  });

  it('builds the API path and the page address from the same fields', () => {
    const custom = { range: 'custom', from: '2026-10-01', to: '2026-10-31', granularity: 'week' } as const;
    expect(overviewApiPath(custom)).toBe('/admin/overview?range=custom&from=2026-10-01&to=2026-10-31&granularity=week');
    expect(dashboardHref({ range: '7d', from: null, to: null, granularity: 'day' })).toBe('/admin/dashboard?range=7d');
  });
});
