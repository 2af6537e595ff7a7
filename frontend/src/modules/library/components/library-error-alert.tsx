'use client';

import { RotateCcw } from 'lucide-react';

/** Spec section 8 (Library): an alert titled Error with the failure's message, and a retry. */
export function LibraryErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
      <p className="font-semibold text-danger">Error</p>
      <p className="mt-1 text-sm text-ink">{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </div>
  );
}
