import type { Metadata } from 'next';
import { HelpView } from '@/modules/help/views/help-view';

export const metadata: Metadata = {
  title: 'Help Center',
  description:
    'Answers about Studyhub points, buying and selling documents, payments, the 30-day money-back guarantee and your account.',
};

export default function HelpPage() {
  return <HelpView />;
}
