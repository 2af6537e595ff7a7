export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top-right' | 'bottom-right';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays; paused while hovered or focused. */
  durationMs?: number;
  position?: ToastPosition;
  action?: { label: string; onClick: () => void };
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs' | 'position'>> {
  id: number;
  description?: string;
  action?: ToastInput['action'];
}

/**
 * Spec section 9 gives 2000 ms and, in another reading, 5000 ms; the longer one leaves time to
 * read a server message. The verification reminder stays 10 s.
 */
export const TOAST_DURATION_MS = 5_000;
export const VERIFICATION_TOAST_DURATION_MS = 10_000;
/** Older toasts give way when more than this many are shown. */
export const MAX_VISIBLE_TOASTS = 4;

/** Adds a toast, dropping the oldest of its position beyond the limit. */
export function addToast(toasts: readonly Toast[], input: ToastInput, id: number): Toast[] {
  const toast: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'info',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    position: input.position ?? 'bottom-right',
    ...(input.description ? { description: input.description } : {}),
    ...(input.action ? { action: input.action } : {}),
  };
  const samePosition = toasts.filter((existing) => existing.position === toast.position);
  const overflow = samePosition.length + 1 - MAX_VISIBLE_TOASTS;
  const dropped = new Set(overflow > 0 ? samePosition.slice(0, overflow).map((existing) => existing.id) : []);
  return [...toasts.filter((existing) => !dropped.has(existing.id)), toast];
}
