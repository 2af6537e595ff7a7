import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { LoginView } from '@/modules/auth/views/login-view';
import { SiteLogo } from '@/modules/shell/components/site-logo';

export const metadata: Metadata = { title: 'Admin sign in', robots: { index: false } };

/** Outside the guarded admin layout; /admin has no public header, so the page brings its landmark. */
export default async function AdminLoginPage({ searchParams }: { searchParams: PageSearchParams }) {
  return (
    <main id="main-content" className="min-h-screen bg-white">
      <div className="flex justify-center bg-brand-50 pt-10">
        <SiteLogo />
      </div>
      <LoginView variant="admin" returnUrl={null} error={readParam(await searchParams, 'error')} />
    </main>
  );
}
