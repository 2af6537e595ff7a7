const COLOURS = [
  'bg-brand-700',
  'bg-emerald-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-sky-800',
  'bg-violet-700',
] as const;

/** A stable background for someone's initials: the same person always gets the same colour. */
export function personColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** Up to two initials from a display name; '?' when there is no name. */
export function personInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}
