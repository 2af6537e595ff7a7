'use client';

import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and tied to it (aria-describedby); marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Content after the label on the same line (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
}

/** A labelled input whose hint and error are part of its accessible description. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, labelAside, className, ...inputProps },
  ref,
) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} labelAside={labelAside ?? null} className={className}>
      <input
        ref={ref}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="field-input read-only:bg-surface-muted read-only:text-muted"
        {...inputProps}
      />
    </FieldFrame>
  );
});

/** A password input with a show/hide toggle (spec: "password with show toggle"). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(
  { label, error, hint, labelAside, className, ...inputProps },
  ref,
) {
  const ids = useFieldIds(error, hint);
  const [isShown, setIsShown] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} labelAside={labelAside ?? null} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.id}
          type={isShown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="field-input pr-12"
          {...inputProps}
        />
        <button
          type="button"
          aria-pressed={isShown}
          aria-controls={ids.id}
          onClick={() => setIsShown((shown) => !shown)}
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-ink"
        >
          {isShown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">Show password</span>
        </button>
      </div>
    </FieldFrame>
  );
});
