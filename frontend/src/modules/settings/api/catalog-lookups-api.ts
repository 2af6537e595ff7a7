import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { readNamedRecords, type NamedRecord } from '../named-records';

const PAGE_LIMIT = 100;
/** Enough for any one country's universities; the list is a plain select. */
const MAX_UNIVERSITY_PAGES = 10;

function readTotal(meta: unknown): number | null {
  if (typeof meta !== 'object' || meta === null) return null;
  const total = (meta as { total?: unknown }).total;
  return typeof total === 'number' ? total : null;
}

/** GET /api/countries */
export async function fetchCountries(signal?: AbortSignal): Promise<NamedRecord[] | null> {
  const result = await apiRequest<unknown>('/countries', { signal });
  return result.ok ? readNamedRecords(result.data) : null;
}

/** GET /api/universities, every page up to a limit, in the catalog's order. */
export async function fetchUniversities(signal?: AbortSignal): Promise<NamedRecord[] | null> {
  const universities: NamedRecord[] = [];
  for (let page = 1; page <= MAX_UNIVERSITY_PAGES; page += 1) {
    const query = new URLSearchParams({ search: '', limit: String(PAGE_LIMIT), page: String(page) });
    const result: ApiResult<unknown> = await apiRequest<unknown>(`/universities?${query.toString()}`, { signal });
    if (!result.ok) return null;
    const batch = readNamedRecords(result.data);
    universities.push(...batch);
    const total = readTotal(result.meta);
    if (batch.length < PAGE_LIMIT || (total !== null && universities.length >= total)) break;
  }
  return universities;
}

/** GET /api/universities/{id}: one university, e.g. the user's when it is beyond the loaded pages. */
export async function fetchUniversity(id: string, signal?: AbortSignal): Promise<NamedRecord | null> {
  const result = await apiRequest<unknown>(`/universities/${encodeURIComponent(id)}`, { signal });
  return result.ok ? (readNamedRecords([result.data])[0] ?? null) : null;
}

/** GET /api/universities/{id}/courses */
export async function fetchCourses(universityId: string, signal?: AbortSignal): Promise<NamedRecord[] | null> {
  const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  const result = await apiRequest<unknown>(
    `/universities/${encodeURIComponent(universityId)}/courses?${query.toString()}`,
    {
      signal,
    },
  );
  return result.ok ? readNamedRecords(result.data) : null;
}
