import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { OrdersView } from '@/modules/orders/views/orders-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = {
  title: 'Document orders',
  description: 'The documents you bought with points, and refunds within 30 days.',
  robots: { index: false },
};

export default async function DocumentOrdersPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <OrdersView page={parsePage(readParam(await searchParams, 'page'))} />;
}
