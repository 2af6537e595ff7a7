/**
 * A PostgreSQL array literal of integers (`{1,-2,3}`) for a `$n::bigint[]` or `$n::int[]` parameter.
 * Integers need no quoting, while node-postgres escapes every element of a JavaScript array one by
 * one: tens of milliseconds for a long document's fingerprints. Only for integers this service made
 * (a bigint in decimal, as `Fingerprint.hash`); the parameter is still bound, never spliced into SQL.
 */
export function numericArrayLiteral(values: readonly number[] | readonly string[]): string {
  return `{${values.join(',')}}`;
}
