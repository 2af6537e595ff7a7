import type { AdminOverview } from '@studyhub/contracts';
import { formatCalendarDate, formatDateTime } from '@/modules/tables/format-date';

/**
 * Figures count from the day the reporting model started (ADR 0031): said plainly, so an empty
 * period before it is not read as a quiet one.
 */
export function TrackingNote({ overview }: { overview: Pick<AdminOverview, 'tracking_since' | 'generated_at'> }) {
  return (
    <p className="text-sm text-muted" data-testid="tracking-note">
      Counted since {formatCalendarDate(overview.tracking_since)}, when reporting started; earlier activity is not
      included. As of {formatDateTime(overview.generated_at, 'utc')}.
    </p>
  );
}
