'use client';

import { useId, type InputHTMLAttributes } from 'react';

/** A checkbox with its label beside it and an optional description read as part of it. */
export function CheckboxField({
  label,
  description,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & { label: string; description?: string }) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-5 shrink-0 rounded border-line-strong accent-brand-600"
        {...inputProps}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
