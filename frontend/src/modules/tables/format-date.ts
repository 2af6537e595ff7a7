const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const dateOnlyUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment, en-US. `utc` for pages rendered on the server, whose clock zone is not the reader's;
 * the browser's own rendering shows the reader's local time.
 */
export function formatDateTime(iso: string | null | undefined, zone: 'local' | 'utc' = 'local'): string {
  const date = parse(iso);
  if (!date) return '–';
  return zone === 'utc' ? `${dateTimeUtc.format(date)} UTC` : dateTime.format(date);
}

/** A calendar date such as `2026-01-31` (a day, not a moment): "Jan 31, 2026". */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  const date = parse(isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return date ? dateOnlyUtc.format(date) : '–';
}

/** A short day label for chart axes: "Jan 31". */
export function formatShortDay(isoDate: string): string {
  const date = parse(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return date ? dayUtc.format(date) : isoDate;
}
