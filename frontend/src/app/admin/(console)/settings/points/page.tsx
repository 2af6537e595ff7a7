import type { Metadata } from 'next';
import { AdminPointsPricingView } from '@/modules/admin/points-pricing/points-pricing-view';

export const metadata: Metadata = { title: 'Points pricing', robots: { index: false } };

export default function Page() {
  return <AdminPointsPricingView />;
}
