import type { Metadata } from 'next';
import { AdminPointsTransactionsView } from '@/modules/admin/money/points-transactions-view';

export const metadata: Metadata = { title: 'Points transactions', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminPointsTransactionsView query={await searchParams} />;
}
