/** `?a=1&b=2` from ordered pairs, leaving out empty values; '' when nothing is left. */
export function queryOf(entries: readonly (readonly [string, string | number | null])[]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One value of a page's query as Next.js hands it over (a repeated key arrives as an array). */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter, trimmed; '' when it is missing. */
export function firstValue(value: QueryValue): string {
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}
