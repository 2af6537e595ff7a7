import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { ResetPasswordView } from '@/modules/auth/views/reset-password-view';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

/** Also rendered at /auth/reset-password, the address the reset e-mail links to. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <ResetPasswordView token={readParam(await searchParams, 'token')} />;
}
