import type { Metadata } from 'next';
import { AboutView } from '@/modules/company/views/about-view';

export const metadata: Metadata = {
  title: 'About us',
  description:
    'Studyhub connects students who write great study material with students who need it, and adds AI tools that explain, check and improve work.',
};

export default function AboutPage() {
  return <AboutView />;
}
