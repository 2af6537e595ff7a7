import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { CheckoutSuccessView } from '@/modules/checkout/views/checkout-success-view';

export const metadata: Metadata = { title: 'Thank you for your purchase', robots: { index: false } };

export default async function CheckoutSuccessPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <CheckoutSuccessView orderId={readParam(await searchParams, 'order')} />;
}
