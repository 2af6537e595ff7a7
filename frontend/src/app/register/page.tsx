import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { resolveReturnUrl } from '@/modules/auth/return-url';
import { RegisterView } from '@/modules/auth/views/register-view';

export const metadata: Metadata = { title: 'Create your account', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <RegisterView returnUrl={resolveReturnUrl(await searchParams)} />;
}
