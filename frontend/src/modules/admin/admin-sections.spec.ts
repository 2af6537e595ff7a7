import {
  activeAdminHref,
  adminAccountLinks,
  ADMIN_LEGAL_NOTICE_PAGES,
  ADMIN_SECTIONS,
  ADMIN_SETTINGS_PAGES,
  isAdminSectionActive,
} from './admin-sections';

describe('ADMIN_SECTIONS', () => {
  it('lists the eighteen sections of the spec and the audit trail under /admin', () => {
    expect(ADMIN_SECTIONS).toHaveLength(19);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.href)).size).toBe(19);
    expect(ADMIN_SECTIONS.at(-1)).toEqual({ label: 'Audit trail', href: '/admin/audit-log' });
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

describe('activeAdminHref', () => {
  it('marks the most specific entry only', () => {
    expect(activeAdminHref('/admin/settings/points')).toBe('/admin/settings/points');
    expect(activeAdminHref('/admin/settings')).toBe('/admin/settings');
    expect(activeAdminHref('/admin/orders/')).toBe('/admin/orders');
    expect(activeAdminHref('/admin')).toBe('/admin');
    expect(activeAdminHref('/elsewhere')).toBeNull();
  });

  it('keeps settings pages under Settings', () => {
    for (const page of ADMIN_SETTINGS_PAGES) expect(page.href.startsWith('/admin/settings/')).toBe(true);
    expect(ADMIN_SECTIONS.find((section) => section.label === 'Settings')?.pages).toBe(ADMIN_SETTINGS_PAGES);
  });

  it('keeps the help FAQ and the messages under Legal notice', () => {
    for (const page of ADMIN_LEGAL_NOTICE_PAGES) expect(page.href.startsWith('/admin/legal-notice/')).toBe(true);
    expect(activeAdminHref('/admin/legal-notice/messages/contact/1')).toBe('/admin/legal-notice/messages');
    expect(activeAdminHref('/admin/legal-notice/terms')).toBe('/admin/legal-notice');
  });
});

describe('adminAccountLinks', () => {
  it('leads the admin to their own account and their own actions, under the sections that hold them', () => {
    const id = '6f1d2c7e-3b8a-4c1e-9d2f-0a1b2c3d4e5f';
    const links = adminAccountLinks(id);
    expect(links.map((link) => link.href)).toEqual([
      `/admin/users/${id}`,
      `/admin/audit-log?actor=${id}`,
      '/dashboard/settings',
      '/',
    ]);
    expect(activeAdminHref(links[0]!.href)).toBe('/admin/users');
  });
});
