import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DashboardHomeView } from '@/modules/dashboard/views/dashboard-home-view';
import { LibraryView } from '@/modules/library/views/library-view';

export const metadata: Metadata = {
  title: 'Dashboard',
  description: 'Your account, points and study documents at a glance.',
  robots: { index: false },
};

/** Spec section 2: /dashboard is the documents library, under a compact strip with the account and points. */
export default function DashboardPage() {
  return (
    <>
      <DashboardHomeView />
      <Suspense>
        <LibraryView headingLevel={2} />
      </Suspense>
    </>
  );
}
