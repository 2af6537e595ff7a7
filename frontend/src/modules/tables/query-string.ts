/** `?a=1&b=2` from ordered pairs, leaving out empty values; '' when nothing is left. */
export function queryOf(entries: readonly (readonly [string, string | number | null])[]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
