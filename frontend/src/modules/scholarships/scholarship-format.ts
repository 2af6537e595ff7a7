const DAY_MS = 86_400_000;

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.floor(cents / 100),
  );

/** "$10,000", or "$15,000–$25,000" for a range. */
export function formatScholarshipAmount(minCents: number, maxCents: number | null): string {
  if (maxCents === null || maxCents === minCents) return dollars(minCents);
  return `${dollars(minCents)}–${dollars(maxCents)}`;
}

/** A deadline (YYYY-MM-DD) as "March 8, 2027", the same on the server and in the browser. */
export function formatDeadline(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Whole days from `today` to the deadline (both YYYY-MM-DD, UTC days). */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type DeadlineUrgency = 'closed' | 'soon' | 'open';

/** "Closes today", "Closes in 3 days", "Closed" and how urgent it is (a week or less is soon). */
export function deadlineStatus(deadline: string, today: string): { label: string; urgency: DeadlineUrgency } {
  const days = daysUntil(deadline, today);
  if (days < 0) return { label: 'Closed', urgency: 'closed' };
  if (days === 0) return { label: 'Closes today', urgency: 'soon' };
  if (days === 1) return { label: 'Closes tomorrow', urgency: 'soon' };
  return { label: `Closes in ${days} days`, urgency: days <= 7 ? 'soon' : 'open' };
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
