import { AlertTriangle } from 'lucide-react';

/** Said once above an answer with a step the math engine found wrong, so nobody copies it unread. */
export function MismatchNotice() {
  return (
    <p
      role="note"
      className="flex gap-2 rounded-lg border border-accent-300 bg-accent-100 p-3 text-sm text-accent-800"
      data-testid="answer-mismatch-notice"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        The math engine found at least one step of this answer wrong. Check the marked steps before you rely on the
        answer.
      </span>
    </p>
  );
}
