'use client';

import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** A labelled native select whose hint and error are part of its accessible description. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, children, ...selectProps },
  ref,
) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="field-input"
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
});
