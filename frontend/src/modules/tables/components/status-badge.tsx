import clsx from 'clsx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Tone pairs that keep 4.5:1 text contrast (globals.css tokens). */
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-muted border-line',
  info: 'bg-brand-50 text-brand-800 border-brand-200',
  success: 'bg-success-50 text-success border-success/30',
  warning: 'bg-accent-100 text-accent-800 border-accent-300',
  danger: 'bg-danger-50 text-danger border-danger/30',
};

/** A short status word; the word itself carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
