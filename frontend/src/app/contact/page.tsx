import type { Metadata } from 'next';
import { ContactView } from '@/modules/contact/views/contact-view';

export const metadata: Metadata = {
  title: 'Contact us',
  description:
    'Send the Studyhub support team a message about documents, points, payments or your account. We reply within 24 hours.',
};

export default function ContactPage() {
  return <ContactView />;
}
