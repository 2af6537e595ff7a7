'use client';

import { type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '@/modules/forms/components/field-frame';

/** A labelled textarea whose hint and error are part of its accessible description. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...areaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  className?: string;
}) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="field-input min-h-24"
        {...areaProps}
      />
    </FieldFrame>
  );
}
