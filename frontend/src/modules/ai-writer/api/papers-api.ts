import type {
  Paper,
  PaperOrigin,
  PaperSummary,
  PaperVersion,
  PaperVersionSummary,
  SavePaperRequest,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

const paperPath = (paperId: string) => `/papers/${encodeURIComponent(paperId)}`;

export const WRITER_PAGE_SIZE = 10;

/** GET /api/papers: the signed-in user's writer (or editor) papers, newest first, optionally by title. */
export function fetchPapers(
  query: { page: number; q: string; origin?: PaperOrigin },
  signal?: AbortSignal,
): Promise<ApiResult<PaperSummary[]>> {
  const params = new URLSearchParams({
    origin: query.origin ?? 'writer',
    page: String(query.page),
    limit: String(WRITER_PAGE_SIZE),
  });
  if (query.q.trim()) params.set('q', query.q.trim());
  return apiRequest<PaperSummary[]>(`/papers?${params.toString()}`, { signal });
}

export function fetchPaper(paperId: string, signal?: AbortSignal): Promise<ApiResult<Paper>> {
  return apiRequest<Paper>(paperPath(paperId), { signal });
}

/** POST /api/papers: the first save, which creates the paper as a draft. */
export function createPaper(request: SavePaperRequest, origin: PaperOrigin = 'writer'): Promise<ApiResult<Paper>> {
  return apiRequest<Paper>('/papers', { method: 'POST', body: { origin, ...request } });
}

/**
 * PUT /api/papers/{id}: a later save. A changed text adds version latest+1; `base_version` makes
 * the server refuse (409) a save from a window that has not seen another window's save.
 */
export function savePaper(paperId: string, request: SavePaperRequest, keepalive = false): Promise<ApiResult<Paper>> {
  return apiRequest<Paper>(paperPath(paperId), { method: 'PUT', body: request, keepalive });
}

export function deletePaper(paperId: string): Promise<ApiResult<null>> {
  return apiRequest<null>(paperPath(paperId), { method: 'DELETE' });
}

export function deletePapers(ids: string[]): Promise<ApiResult<{ deleted: string[] }>> {
  return apiRequest<{ deleted: string[] }>('/papers/bulk-delete', { method: 'POST', body: { ids } });
}

/** GET /api/papers/{id}/versions, newest first. */
export function fetchVersions(paperId: string, signal?: AbortSignal): Promise<ApiResult<PaperVersionSummary[]>> {
  return apiRequest<PaperVersionSummary[]>(`${paperPath(paperId)}/versions`, { signal });
}

export function fetchVersion(paperId: string, versionNumber: number): Promise<ApiResult<PaperVersion>> {
  return apiRequest<PaperVersion>(`${paperPath(paperId)}/versions/${versionNumber}`);
}

/** POST /api/papers/{id}/versions/{n}/restore: the old text comes back as a new version. */
export function restoreVersion(paperId: string, versionNumber: number): Promise<ApiResult<Paper>> {
  return apiRequest<Paper>(`${paperPath(paperId)}/versions/${versionNumber}/restore`, { method: 'POST' });
}
