/** Calendar dates as YYYY-MM-DD strings in UTC: deadlines are days, not instants. */

const DAY_MS = 86_400_000;

export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcDateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
