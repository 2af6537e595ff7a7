import type { Metadata } from 'next';
import { CareersView } from '@/modules/company/views/careers-view';

export const metadata: Metadata = {
  title: 'Careers',
  description: 'Join the Studyhub team: our mission, how we work, benefits and open roles. Apply by email.',
};

export default function CareersPage() {
  return <CareersView />;
}
