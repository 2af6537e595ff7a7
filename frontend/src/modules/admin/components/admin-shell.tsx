'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/modules/auth/session-user';
import { SiteLogo } from '@/modules/shell/components/site-logo';
import { UserMenu } from '@/modules/shell/components/user-menu';
import { activeAdminHref, adminAccountLinks, ADMIN_SECTIONS, type AdminPage } from '../admin-sections';

/** The back office frame: section list and the admin's account menu (Sign Out goes to /admin/login). */
export function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const pathname = usePathname() ?? '/admin';
  const activeHref = activeAdminHref(pathname);
  return (
    <div className="min-h-screen bg-surface-muted">
      <a
        href="#admin-main"
        className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <SiteLogo />
          <span className="rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            Admin
          </span>
          <div className="ml-auto flex items-center gap-3">
            <UserMenu user={user} isNameHiddenOnSmall links={adminAccountLinks(user.id)} />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row">
        <nav aria-label="Admin sections" className="lg:w-60 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href} className="flex shrink-0 gap-1 lg:flex-col">
                <SectionLink page={section} isCurrent={activeHref === section.href} />
                {section.pages ? (
                  <ul aria-label={section.label} className="flex gap-1 lg:flex-col lg:pl-4">
                    {section.pages.map((page) => (
                      <li key={page.href} className="shrink-0">
                        <SectionLink page={page} isCurrent={activeHref === page.href} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

function SectionLink({ page, isCurrent }: { page: AdminPage; isCurrent: boolean }) {
  return (
    <Link
      href={page.href}
      aria-current={isCurrent ? 'page' : undefined}
      className={clsx(
        'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
        isCurrent ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
      )}
    >
      {page.label}
    </Link>
  );
}
