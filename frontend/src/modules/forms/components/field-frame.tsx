'use client';

import { useId, type ReactNode } from 'react';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For the control's aria-describedby: the error first, then the hint. */
  describedBy: string | undefined;
}

/** Ids tying a control to its label, hint and error. */
export function useFieldIds(error: string | null | undefined, hint: ReactNode): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Content after the label on the same line (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** The label, then the control, then its error and hint: the layout every form field shares. */
export function FieldFrame({ ids, label, error, hint, labelAside, className, children }: FieldFrameProps) {
  const labelElement = (
    <label htmlFor={ids.id} className="field-label">
      {label}
    </label>
  );
  return (
    <div className={className}>
      {labelAside === undefined ? (
        labelElement
      ) : (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      )}
      {children}
      {error ? (
        <p id={ids.errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
