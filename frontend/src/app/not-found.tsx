import type { Metadata } from 'next';
import { NotFoundView } from '@/modules/not-found/views/not-found-view';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundView />;
}
