import clsx from 'clsx';
import { CalendarClock } from 'lucide-react';
import { deadlineStatus, formatDeadline } from '../scholarship-format';

/** The deadline and how long is left, red-toned within a week. */
export function DeadlineBadge({ deadline, today }: { deadline: string; today: string }) {
  const status = deadlineStatus(deadline, today);
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        status.urgency === 'soon' && 'bg-danger-50 text-danger',
        status.urgency === 'open' && 'bg-brand-50 text-brand-800',
        status.urgency === 'closed' && 'bg-surface-muted text-muted',
      )}
      data-testid="scholarship-deadline"
    >
      <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
      <span>
        {status.label} · <time dateTime={deadline}>{formatDeadline(deadline)}</time>
      </span>
    </span>
  );
}
