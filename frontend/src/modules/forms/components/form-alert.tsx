'use client';

import clsx from 'clsx';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';

/** A message above a form; focusable so it can take focus after a failed submit. */
export const FormAlert = forwardRef<
  HTMLDivElement,
  { tone?: 'error' | 'success'; title?: string; children?: ReactNode }
>(function FormAlert({ tone = 'error', title, children }, ref) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex gap-3 rounded-lg border p-4 text-sm focus:outline-none',
        tone === 'error' ? 'border-danger/40 bg-danger-50 text-danger' : 'border-success/40 bg-success-50 text-ink',
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', tone === 'success' && 'text-success')} />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={clsx(title && 'mt-1')}>{children}</div> : null}
      </div>
    </div>
  );
});
