import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam, resolveReturnUrl } from '@/modules/auth/return-url';
import { AuthCallbackView } from '@/modules/auth/views/auth-callback-view';

export const metadata: Metadata = { title: 'Signing you in', robots: { index: false } };

export default async function AuthCallbackPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  return (
    <AuthCallbackView
      type={readParam(params, 'type')}
      token={readParam(params, 'token')}
      returnUrl={resolveReturnUrl(params)}
    />
  );
}
