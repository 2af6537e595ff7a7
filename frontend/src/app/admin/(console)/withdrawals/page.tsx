import type { Metadata } from 'next';
import { AdminWithdrawalsView } from '@/modules/admin/money/withdrawals-view';

export const metadata: Metadata = { title: 'Withdrawals', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminWithdrawalsView query={await searchParams} />;
}
