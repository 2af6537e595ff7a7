import { ADMIN_SECTIONS, isAdminSectionActive } from './admin-sections';

describe('ADMIN_SECTIONS', () => {
  it('lists the eighteen sections of the spec under /admin', () => {
    expect(ADMIN_SECTIONS).toHaveLength(18);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.href)).size).toBe(18);
    for (const section of ADMIN_SECTIONS) expect(section.href.startsWith('/admin')).toBe(true);
  });
});

describe('isAdminSectionActive', () => {
  it('matches the overview only exactly', () => {
    expect(isAdminSectionActive('/admin', '/admin')).toBe(true);
    expect(isAdminSectionActive('/admin/users', '/admin')).toBe(false);
    expect(isAdminSectionActive('/admin/users/42', '/admin/users')).toBe(true);
  });
});
