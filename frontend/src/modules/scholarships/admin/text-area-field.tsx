'use client';

import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '@/modules/forms/components/field-frame';

/** A labelled textarea whose hint and error are part of its accessible description. */
export function TextAreaField({
  label,
  error,
  hint,
  ...textareaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
}) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="field-input min-h-28"
        {...textareaProps}
      />
    </FieldFrame>
  );
}
