const UNITS = [
  { unit: 'y', seconds: 365 * 86_400 },
  { unit: 'mo', seconds: 30 * 86_400 },
  { unit: 'w', seconds: 7 * 86_400 },
  { unit: 'd', seconds: 86_400 },
  { unit: 'h', seconds: 3_600 },
  { unit: 'm', seconds: 60 },
  { unit: 's', seconds: 1 },
] as const;

/** Under this, a moment is "now" rather than a count of seconds. */
const NOW_SECONDS = 10;

/** "now", "42s ago", "3d ago", "2mo ago", "1y ago": the spec's relative time units (section 9). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(elapsed) || elapsed < NOW_SECONDS) return 'now';
  const match = UNITS.find((each) => elapsed >= each.seconds) ?? { unit: 's', seconds: 1 };
  return `${Math.floor(elapsed / match.seconds)}${match.unit} ago`;
}
