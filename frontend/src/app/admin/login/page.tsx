import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { LoginView } from '@/modules/auth/views/login-view';

export const metadata: Metadata = { title: 'Admin sign in', robots: { index: false } };

/** Outside the guarded admin layout; /admin has no public header, so the page brings its landmark. */
export default async function AdminLoginPage({ searchParams }: { searchParams: PageSearchParams }) {
  return (
    <main id="main-content" className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <LoginView variant="admin" returnUrl={null} error={readParam(await searchParams, 'error')} />
    </main>
  );
}
