'use client';

import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PlacedIssue } from '../check-decorations';
import type { ActiveIssue } from '../hooks/use-editor-checks';
import { CATEGORY_COLOURS, CATEGORY_LABELS } from '../issue-categories';

/** The actions an issue offers: its fixes, ignoring it, and for spelling, the student's dictionary. */
export function IssueActions({
  placed,
  onFix,
  onIgnore,
  onAddToDictionary,
}: {
  placed: PlacedIssue;
  onFix: (placed: PlacedIssue, replacement: string) => void;
  onIgnore: (placed: PlacedIssue) => void;
  onAddToDictionary: (placed: PlacedIssue) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {placed.issue.replacements.slice(0, 4).map((replacement) => (
        <button
          key={replacement}
          type="button"
          className="btn-primary min-h-8 px-2.5 py-1 text-sm"
          onClick={() => onFix(placed, replacement)}
        >
          {replacement === '' ? 'Remove' : replacement}
          <span className="sr-only"> (replace “{placed.original}”)</span>
        </button>
      ))}
      <button type="button" className="btn-ghost min-h-8 px-2.5 py-1 text-sm" onClick={() => onIgnore(placed)}>
        Ignore
      </button>
      {placed.issue.category === 'spelling' ? (
        <button
          type="button"
          className="btn-ghost min-h-8 px-2.5 py-1 text-sm"
          onClick={() => onAddToDictionary(placed)}
        >
          Add to dictionary
        </button>
      ) : null}
    </div>
  );
}

/** The card that opens on a clicked underline. */
export function IssueCard({
  active,
  onClose,
  ...actions
}: {
  active: ActiveIssue;
  onClose: () => void;
  onFix: (placed: PlacedIssue, replacement: string) => void;
  onIgnore: (placed: PlacedIssue) => void;
  onAddToDictionary: (placed: PlacedIssue) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { placed } = active;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={`${CATEGORY_LABELS[placed.issue.category]}: ${placed.original}`}
      data-testid="issue-card"
      className="fixed z-40 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-white p-3 shadow-lg"
      style={{ top: active.top, left: Math.max(8, Math.min(active.left, window.innerWidth - 336)) }}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-ink">
          {/* The underline's colour as a dot: amber or blue text would be too faint to read. */}
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ background: CATEGORY_COLOURS[placed.issue.category] }}
          />
          {CATEGORY_LABELS[placed.issue.category]}
        </p>
        <button type="button" className="text-muted hover:text-ink" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <p className="mt-1 text-sm text-ink">{placed.issue.message}</p>
      <IssueActions placed={placed} {...actions} />
    </div>
  );
}
