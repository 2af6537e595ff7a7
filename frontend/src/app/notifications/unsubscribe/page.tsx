import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { UnsubscribeView } from '@/modules/notifications/views/unsubscribe-view';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

/** The landing page of the unsubscribe link in every notification e-mail (no sign-in needed). */
export default async function UnsubscribePage({ searchParams }: { searchParams: PageSearchParams }) {
  return <UnsubscribeView token={readParam(await searchParams, 'token') ?? ''} />;
}
