import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { PointsPurchasesView } from '@/modules/points/views/points-purchases-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = {
  title: 'Points purchases',
  description: 'The points you bought and what you paid for them.',
  robots: { index: false },
};

export default async function PointsPurchasesPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <PointsPurchasesView page={parsePage(readParam(await searchParams, 'page'))} />;
}
