import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/modules/admin/components/admin-shell';
import { ADMIN_REQUIRED_QUERY, SESSION_RESUME_PATH } from '@/modules/auth/route-guard';
import { withReturnUrl } from '@/modules/auth/return-url';
import { currentLocation, fetchServerUser } from '@/modules/auth/server/server-session';
import { isActiveAdmin } from '@/modules/auth/session-user';
import { DashboardUnavailableView } from '@/modules/dashboard/views/dashboard-unavailable-view';

/** The back office: auth confirms the session and the role before anything is rendered. */
export default async function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const location = await currentLocation('/admin');
  const result = await fetchServerUser();
  if (result.kind === 'signed-out') redirect(withReturnUrl(SESSION_RESUME_PATH, location));
  if (result.kind === 'unavailable') return <DashboardUnavailableView retryHref={location} />;
  if (!isActiveAdmin(result.user)) redirect(`/admin/login?${ADMIN_REQUIRED_QUERY}`);
  return <AdminShell user={result.user}>{children}</AdminShell>;
}
