import type { Metadata } from 'next';
import { AdminOrdersView } from '@/modules/admin/money/orders-view';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminOrdersView query={await searchParams} />;
}
