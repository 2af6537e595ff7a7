import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { parsePage } from '@/modules/seller/seller-period';
import { SellerWalletView } from '@/modules/seller/views/seller-wallet-view';

export const metadata: Metadata = { title: 'Seller Wallet', robots: { index: false } };

export default async function SellerWalletPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <SellerWalletView page={parsePage(readParam(await searchParams, 'page'))} />;
}
