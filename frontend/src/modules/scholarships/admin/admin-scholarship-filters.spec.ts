import {
  adminScholarshipsApiQuery,
  adminScholarshipsPageHref,
  adminScholarshipsSortHref,
  parseAdminScholarshipFilters,
} from './admin-scholarship-filters';
import { savedByText } from './scholarship-delete-text';

describe('admin scholarship filters', () => {
  it('reads search, status, order and page, and asks the API for them', () => {
    const filters = parseAdminScholarshipFilters({
      q: ' Chevening ',
      status: 'draft',
      sort: 'amount',
      order: 'asc',
      page: '2',
    });
    expect(filters).toEqual({ q: 'Chevening', status: 'draft', page: 2, sort: { by: 'amount', order: 'asc' } });
    expect(adminScholarshipsApiQuery(filters)).toBe(
      '/admin/scholarships?q=Chevening&status=draft&sort=amount&order=asc&page=2&limit=20',
    );
    expect(adminScholarshipsPageHref(filters, 3)).toBe(
      '/admin/scholarships?q=Chevening&status=draft&sort=amount&order=asc&page=3',
    );
  });

  it('falls back to every scholarship, most recently changed first, for unknown values', () => {
    const filters = parseAdminScholarshipFilters({ status: 'closed', sort: 'description', order: 'up', page: 'x' });
    expect(filters).toEqual({ q: '', status: 'all', page: 1, sort: { by: 'updated_at', order: 'desc' } });
    expect(adminScholarshipsApiQuery(filters)).toBe(
      '/admin/scholarships?status=all&sort=updated_at&order=desc&page=1&limit=20',
    );
    expect(adminScholarshipsPageHref(filters, 1)).toBe('/admin/scholarships');
  });

  it('keeps the direction asked for a known column, and starts a new order on page 1', () => {
    expect(parseAdminScholarshipFilters({ sort: 'deadline', order: 'sideways' }).sort).toEqual({
      by: 'deadline',
      order: 'desc',
    });
    const filters = parseAdminScholarshipFilters({ status: 'published', page: '5' });
    expect(adminScholarshipsSortHref(filters, { by: 'deadline', order: 'asc' })).toBe(
      '/admin/scholarships?status=published&sort=deadline&order=asc',
    );
  });
});

describe('the scholarship delete confirmation', () => {
  it('says how many students lose their save and reminder', () => {
    expect(savedByText(0)).toBe('No student has saved it.');
    expect(savedByText(1)).toBe('1 student saved it: they lose it from their saved list and get no deadline reminder.');
    expect(savedByText(1200)).toBe(
      '1,200 students saved it: they lose it from their saved list and get no deadline reminder.',
    );
  });
});
