/** The part of a catalog record (country, university, course) a select needs. */
export interface NamedRecord {
  id: string;
  name: string;
}

/** Reads a list of `{id, name}`; entries without both are skipped, a non-list reads as empty. */
export function readNamedRecords(data: unknown): NamedRecord[] {
  if (!Array.isArray(data)) return [];
  const records: NamedRecord[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name } = entry as { id?: unknown; name?: unknown };
    if ((typeof id === 'string' || typeof id === 'number') && typeof name === 'string' && name.trim()) {
      records.push({ id: String(id), name });
    }
  }
  return records;
}

export function nameOf(records: readonly NamedRecord[], id: string | null): string | null {
  if (!id) return null;
  return records.find((record) => record.id === id)?.name ?? null;
}
