import type { Metadata } from 'next';
import { CartView } from '@/modules/cart/views/cart-view';

export const metadata: Metadata = {
  title: 'Shopping cart',
  description: 'The study documents in your cart, their total in points, and checkout.',
  robots: { index: false },
};

export default function CartPage() {
  return <CartView />;
}
