/** A timestamptz column as the API shows it. */
export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoOf(value);
}
