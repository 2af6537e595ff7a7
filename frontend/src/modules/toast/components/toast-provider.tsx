'use client';

import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addToast, type Toast, type ToastInput, type ToastPosition } from '../toast';

interface ToastContextValue {
  showToast: (input: ToastInput) => number;
  dismissToast: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const VARIANT_STYLES = {
  success: { icon: CheckCircle2, className: 'border-success/40', iconClassName: 'text-success' },
  error: { icon: XCircle, className: 'border-danger/40', iconClassName: 'text-danger' },
  warning: { icon: AlertTriangle, className: 'border-accent-300', iconClassName: 'text-accent-800' },
  info: { icon: Info, className: 'border-brand-200', iconClassName: 'text-brand-700' },
} as const;

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [isPaused, setIsPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);

  useEffect(() => {
    if (isPaused) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [isPaused, onDismiss, toast.id]);

  const style = VARIANT_STYLES[toast.variant];
  const Icon = style.icon;
  return (
    // Hover and focus only pause the timer (WCAG 2.2.1); the toast itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-testid="toast"
      data-variant={toast.variant}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      className={clsx(
        'pointer-events-auto flex w-full gap-3 rounded-xl border bg-white p-4 text-ink shadow-lg',
        style.className,
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', style.iconClassName)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm break-words text-muted">{toast.description}</p> : null}
        {toast.action ? (
          <button
            type="button"
            className="btn-primary mt-3 min-h-9 px-3 py-1.5"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </li>
  );
}

const POSITION_CLASSES: Record<ToastPosition, string> = {
  'top-right': 'top-4 right-4',
  'bottom-right': 'bottom-4 right-4',
};

/**
 * Toasts for the whole app. The live regions exist from the first render, so screen readers
 * announce what is added to them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => addToast(current, input, id));
    return id;
  }, []);

  const value = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {(['top-right', 'bottom-right'] as const).map((position) => (
        <section
          key={position}
          aria-label={position === 'top-right' ? 'Important notifications' : 'Notifications'}
          className={clsx(
            'pointer-events-none fixed z-[90] w-[min(24rem,calc(100vw-2rem))]',
            POSITION_CLASSES[position],
          )}
        >
          <ol aria-live="polite" className="flex flex-col gap-2">
            {toasts
              .filter((toast) => toast.position === position)
              .map((toast) => (
                <ToastCard key={toast.id} toast={toast} onDismiss={dismissToast} />
              ))}
          </ol>
        </section>
      ))}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
