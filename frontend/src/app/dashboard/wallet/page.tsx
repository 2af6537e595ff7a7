import type { Metadata } from 'next';
import { WalletView } from '@/modules/points/views/wallet-view';

export const metadata: Metadata = {
  title: 'Wallet',
  description: 'Your points balance, buying points and your transaction history.',
  robots: { index: false },
};

export default function WalletPage() {
  return <WalletView />;
}
