/** Background colours for a logo's initial, each with white text at 4.5:1 or more. */
const INITIAL_COLOURS = ['#4338ca', '#047857', '#be123c', '#92400e', '#075985', '#6d28d9', '#0f766e', '#9d174d'];

/** The first letter or digit of the name, upper case ('?' when there is none). */
export function universityInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase('en-US') : '?';
}

/** A stable colour for the name, so a university keeps its colour everywhere. */
export function initialColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return INITIAL_COLOURS[hash % INITIAL_COLOURS.length] ?? '#4338ca';
}
