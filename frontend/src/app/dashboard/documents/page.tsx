import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LibraryView } from '@/modules/library/views/library-view';

export const metadata: Metadata = {
  title: 'My Documents',
  description: 'Your uploads, purchases, saved and recently viewed study documents.',
  robots: { index: false },
};

export default function MyDocumentsPage() {
  return (
    <Suspense>
      <LibraryView />
    </Suspense>
  );
}
