/**
 * The key of a filter combination in `document_filter_counts`, built exactly as the SQL function
 * `document_filter_keys` builds it (migration 1764000200000). Pure.
 */

export interface BrowseFilters {
  document_type_id?: number | undefined;
  subject_id?: string | undefined;
  university_id?: string | undefined;
  course_id?: string | undefined;
  textbook_id?: string | undefined;
}

type Part = 't' | 's' | 'u' | 'c' | 'b';

/** The combinations the trigger keeps counts for (parts in key order). */
const COUNTED = new Set(['', 't', 's', 'u', 'ts', 'tu', 'su', 'tsu', 'c', 'tc', 'b', 'tb']);

function partsOf(filters: BrowseFilters): [Part, string][] {
  const parts: [Part, string | undefined][] = [
    ['t', filters.document_type_id === undefined ? undefined : String(filters.document_type_id)],
    ['s', filters.subject_id?.toLowerCase()],
    ['u', filters.university_id?.toLowerCase()],
    ['c', filters.course_id?.toLowerCase()],
    ['b', filters.textbook_id?.toLowerCase()],
  ];
  return parts.filter((part): part is [Part, string] => part[1] !== undefined);
}

/** The counted key for these filters, or null when this combination is not counted. */
export function filterKeyOf(filters: BrowseFilters): string | null {
  const parts = partsOf(filters);
  if (!COUNTED.has(parts.map(([part]) => part).join(''))) return null;
  return parts.map(([part, value]) => `${part}=${value}`).join(';');
}
