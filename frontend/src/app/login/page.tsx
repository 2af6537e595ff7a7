import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam, resolveReturnUrl } from '@/modules/auth/return-url';
import { LoginView } from '@/modules/auth/views/login-view';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  return <LoginView returnUrl={resolveReturnUrl(params)} error={readParam(params, 'error')} />;
}
