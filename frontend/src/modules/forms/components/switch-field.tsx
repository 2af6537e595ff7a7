'use client';

import clsx from 'clsx';
import { useId } from 'react';

/** An on/off setting: a `role="switch"` button named by its label and described by its text. */
export function SwitchField({
  label,
  description,
  isOn,
  isDisabled = false,
  onChange,
}: {
  label: string;
  description?: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        {description ? (
          <p id={`${id}-description`} className="mt-1 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={isDisabled}
        onClick={() => onChange(!isOn)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          isOn ? 'bg-brand-600' : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            isOn ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
