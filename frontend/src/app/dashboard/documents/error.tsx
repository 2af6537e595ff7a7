'use client';

import { LIBRARY_LOAD_FAILED } from '@/modules/library/api/library-api';
import { LibraryErrorAlert } from '@/modules/library/components/library-error-alert';

export default function MyDocumentsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // A server-side failure reaches the browser with a generic message and a digest; that one is not worth showing.
  const message = error.digest || !error.message ? LIBRARY_LOAD_FAILED : error.message;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <LibraryErrorAlert message={message} onRetry={reset} />
    </div>
  );
}
