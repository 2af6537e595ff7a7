/** Spec section 2, Admin: the back office's sections (their contents come with later issues). */
export const ADMIN_SECTIONS = [
  { label: 'Overview', href: '/admin' },
  { label: 'Dashboard', href: '/admin/dashboard' },
  { label: 'Documents', href: '/admin/documents' },
  { label: 'Universities', href: '/admin/universities' },
  { label: 'Subjects', href: '/admin/subjects' },
  { label: 'Courses', href: '/admin/courses' },
  { label: 'Textbooks', href: '/admin/textbooks' },
  { label: 'Users', href: '/admin/users' },
  { label: 'Withdrawals', href: '/admin/withdrawals' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'Points transactions', href: '/admin/points-transactions' },
  { label: 'Points orders', href: '/admin/points-orders' },
  { label: 'Reports', href: '/admin/reports' },
  { label: 'Settings', href: '/admin/settings' },
  { label: 'Emails', href: '/admin/emails' },
  { label: 'Scholarships', href: '/admin/scholarships' },
  { label: 'Legal notice', href: '/admin/legal-notice' },
  { label: 'Blog management', href: '/admin/blog-management' },
] as const;

export function isAdminSectionActive(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/admin') return path === href;
  return path === href || path.startsWith(`${href}/`);
}
