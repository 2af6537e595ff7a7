import { LibraryGridSkeleton } from '@/modules/library/components/library-grid';

export default function MyDocumentsLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6" aria-busy="true">
      <p className="text-sm text-muted" role="status">
        Loading your documents…
      </p>
      <LibraryGridSkeleton />
    </div>
  );
}
