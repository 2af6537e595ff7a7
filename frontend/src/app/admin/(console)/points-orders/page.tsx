import type { Metadata } from 'next';
import { AdminPointsOrdersView } from '@/modules/admin/money/points-orders-view';

export const metadata: Metadata = { title: 'Points orders', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminPointsOrdersView query={await searchParams} />;
}
