import type { Metadata } from 'next';
import { AdminEmailsView } from '@/modules/admin/emails/emails-view';

export const metadata: Metadata = { title: 'E-mails', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminEmailsView query={await searchParams} />;
}
