import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { resolveReturnUrl } from '@/modules/auth/return-url';
import { SessionResumeView } from '@/modules/auth/views/session-resume-view';

export const metadata: Metadata = { title: 'Restoring your session', robots: { index: false } };

export default async function SessionResumePage({ searchParams }: { searchParams: PageSearchParams }) {
  return <SessionResumeView returnUrl={resolveReturnUrl(await searchParams)} />;
}
