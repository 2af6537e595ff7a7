export interface AdminPage {
  label: string;
  href: string;
}

export interface AdminSection extends AdminPage {
  /** Pages of the section listed under it in the navigation. */
  pages?: readonly (AdminPage & { description: string })[];
}

/** Settings pages, listed under Settings in the navigation and on /admin/settings. */
export const ADMIN_SETTINGS_PAGES = [
  {
    label: 'Money',
    href: '/admin/settings/money',
    description: 'The seller’s share of each sale, how long earnings are held and the smallest withdrawal.',
  },
  {
    label: 'Document previews',
    href: '/admin/settings/documents',
    description:
      'The preview page rule: how much of a document visitors see before buying it, and whether uploads are open.',
  },
  {
    label: 'Features',
    href: '/admin/settings/features',
    description: 'Switch features on or off for everyone: registration of new accounts.',
  },
  {
    label: 'AI prices',
    href: '/admin/settings/ai-prices',
    description:
      'What each paid AI action costs in points: checks, editor actions, writing, document chat and flashcards.',
  },
  {
    label: 'AI tools',
    href: '/admin/settings/ai-tools',
    description: 'Switch each AI tool on or off for everyone, and choose the model each feature uses.',
  },
  {
    label: 'Points pricing',
    href: '/admin/settings/points',
    description: 'Points packages on sale in the wallet and the bonus tiers of bigger purchases.',
  },
] as const;

/** Legal notice pages, listed under Legal notice in the navigation. */
export const ADMIN_LEGAL_NOTICE_PAGES = [
  {
    label: 'Help FAQ',
    href: '/admin/legal-notice/help',
    description: 'The help page’s questions, their order and edit history.',
  },
  {
    label: 'Messages',
    href: '/admin/legal-notice/messages',
    description: 'Contact messages, complaints and takedown notices, with status and internal notes.',
  },
] as const;

/** Spec section 2, Admin: the back office's sections (their contents come with later issues). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
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
  { label: 'Settings', href: '/admin/settings', pages: ADMIN_SETTINGS_PAGES },
  { label: 'Emails', href: '/admin/emails' },
  { label: 'Scholarships', href: '/admin/scholarships' },
  { label: 'Legal notice', href: '/admin/legal-notice', pages: ADMIN_LEGAL_NOTICE_PAGES },
  { label: 'Blog management', href: '/admin/blog-management' },
  { label: 'Audit trail', href: '/admin/audit-log' },
];

export function isAdminSectionActive(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (href === '/admin') return path === href;
  return path === href || path.startsWith(`${href}/`);
}

/** The one navigation entry to mark as the current page: the most specific one the path is in. */
export function activeAdminHref(pathname: string): string | null {
  const hrefs = ADMIN_SECTIONS.flatMap((section) => [section.href, ...(section.pages ?? []).map((page) => page.href)]);
  const matching = hrefs.filter((href) => isAdminSectionActive(pathname, href));
  return matching.reduce<string | null>(
    (best, href) => (best === null || href.length > best.length ? href : best),
    null,
  );
}

/** The admin's own account menu: their account as the back office shows it, their trail, their settings, the site. */
export function adminAccountLinks(adminId: string): { label: string; href: string }[] {
  return [
    { label: 'My account', href: `/admin/users/${adminId}` },
    { label: 'My actions in the audit trail', href: `/admin/audit-log?actor=${adminId}` },
    { label: 'Profile and security', href: '/dashboard/settings' },
    { label: 'View the site', href: '/' },
  ];
}
