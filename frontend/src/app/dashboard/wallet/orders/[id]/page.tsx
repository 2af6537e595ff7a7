import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/modules/orders/views/order-detail-view';

export const metadata: Metadata = { title: 'Order details', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return <OrderDetailView orderId={id.toLowerCase()} />;
}
