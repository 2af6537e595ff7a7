const UTC_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `22 November 2025 at 10:31 UTC`: unambiguous for readers in any country. */
export function formatUtc(date: Date): string {
  const parts = Object.fromEntries(UTC_FORMAT.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} UTC`;
}

/** How long a link stays valid, in the largest whole unit: `24 hours`, `1 hour`, `30 minutes`, `7 days`. */
export function describeValidity(from: Date, until: Date): string {
  const minutes = Math.max(1, Math.round((until.getTime() - from.getTime()) / 60_000));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0 && minutes >= 48 * 60) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
