import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOCALE_COOKIE, resolveLocale } from '@/config/locales';
import { SESSION_RESUME_PATH } from '@/modules/auth/route-guard';
import { withReturnUrl } from '@/modules/auth/return-url';
import { currentLocation, fetchServerUser } from '@/modules/auth/server/server-session';
import { DashboardShell } from '@/modules/dashboard/components/dashboard-shell';
import { parseSidebarCollapsed, SIDEBAR_COLLAPSED_COOKIE } from '@/modules/dashboard/dashboard-preferences';
import { DashboardUnavailableView } from '@/modules/dashboard/views/dashboard-unavailable-view';
import { SiteFooter } from '@/modules/shell/components/site-footer';

/**
 * The signed-in area. The proxy let the visitor in on the token's claims; here auth itself
 * confirms the session before anything is rendered.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const location = await currentLocation('/dashboard');
  const result = await fetchServerUser();
  if (result.kind === 'signed-out') redirect(withReturnUrl(SESSION_RESUME_PATH, location));
  if (result.kind === 'unavailable') return <DashboardUnavailableView retryHref={location} />;
  const cookieStore = await cookies();
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value);
  return (
    <DashboardShell
      serverUser={result.user}
      initialCollapsed={parseSidebarCollapsed(cookieStore.get(SIDEBAR_COLLAPSED_COOKIE)?.value)}
      footer={<SiteFooter locale={locale} />}
    >
      {children}
    </DashboardShell>
  );
}
