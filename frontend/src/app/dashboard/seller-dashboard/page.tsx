import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { parseSellerPeriod } from '@/modules/seller/seller-period';
import { SellerDashboardView } from '@/modules/seller/views/seller-dashboard-view';

export const metadata: Metadata = { title: 'Seller Overview', robots: { index: false } };

export default async function SellerDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <SellerDashboardView days={parseSellerPeriod(readParam(await searchParams, 'days'))} />;
}
