import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { parsePage } from '@/modules/seller/seller-period';
import { SellerOrdersView } from '@/modules/seller/views/seller-orders-view';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

export default async function SellerOrdersPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <SellerOrdersView page={parsePage(readParam(await searchParams, 'page'))} />;
}
