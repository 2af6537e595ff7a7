import type { RegistrationStatus } from '@studyhub/contracts';
import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { resolveReturnUrl } from '@/modules/auth/return-url';
import { RegisterView } from '@/modules/auth/views/register-view';
import { RegistrationClosedView } from '@/modules/auth/views/registration-closed-view';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

export const metadata: Metadata = { title: 'Create your account', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: PageSearchParams }) {
  const returnUrl = resolveReturnUrl(await searchParams);
  // When the answer cannot be read the form shows; auth still refuses a closed registration itself.
  const registration = await fetchFromGateway<RegistrationStatus>('/auth/registration', { anonymous: true });
  if (registration.ok && !registration.data.open) return <RegistrationClosedView returnUrl={returnUrl} />;
  return <RegisterView returnUrl={returnUrl} />;
}
