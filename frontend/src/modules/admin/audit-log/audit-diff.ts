type Snapshot = Record<string, unknown> | null;

/** How one field of the record differs between before and after the write. */
export type FieldChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffRow {
  /** The field's path, nested fields joined by dots: `address.city`. */
  field: string;
  /** The value as text, or null when the field was not there. */
  before: string | null;
  after: string | null;
  change: FieldChange;
}

/** Nested records are opened this deep; anything deeper is shown as JSON. */
const MAX_DEPTH = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(snapshot: Snapshot, prefix = '', depth = 0, into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && Object.keys(value).length > 0 && depth < MAX_DEPTH) flatten(value, path, depth + 1, into);
    else into.set(path, value);
  }
  return into;
}

/** A value as the diff shows it: text as is, `null` as the word, lists and records as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields of a record before and after an admin write, the changed ones first (in the record's
 * order), then the ones the write left as they were. A creation has only added fields, a deletion
 * only removed ones.
 */
export function auditDiff(before: Snapshot, after: Snapshot): DiffRow[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...next.keys(), ...old.keys()])];
  const rows = fields.map((field): DiffRow => {
    const had = old.has(field);
    const has = next.has(field);
    const was = had ? displayValue(old.get(field)) : null;
    const is = has ? displayValue(next.get(field)) : null;
    const change: FieldChange = !had ? 'added' : !has ? 'removed' : was === is ? 'unchanged' : 'changed';
    return { field, before: was, after: is, change };
  });
  return [...rows.filter((row) => row.change !== 'unchanged'), ...rows.filter((row) => row.change === 'unchanged')];
}

export const CHANGE_LABELS: Record<FieldChange, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};
