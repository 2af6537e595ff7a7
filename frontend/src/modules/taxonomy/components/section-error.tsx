'use client';

import { RotateCcw } from 'lucide-react';

/** A catalog page that could not be loaded: the spec's text and a retry. */
export function SectionError({ message, reset }: { message: string; reset: () => void }) {
  return (
    <div className="page-container py-16">
      <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-danger-50 p-6 text-center">
        <p className="text-lg font-semibold text-danger">{message}</p>
        <p className="mt-2 text-sm text-muted">The catalog did not answer. Please try again in a moment.</p>
        <button type="button" className="btn-secondary mt-4" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </div>
    </div>
  );
}
