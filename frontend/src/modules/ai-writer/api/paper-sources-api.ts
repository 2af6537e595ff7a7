import {
  IDEMPOTENCY_KEY_HEADER,
  type AddSourceRequest,
  type ManualSourceInput,
  type PaperSource,
  type PaperSourceLibrary,
  type SearchSourcesRequest,
  type SourceSearchResult,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

const sourcesPath = (paperId: string) => `/papers/${encodeURIComponent(paperId)}/sources`;

/** GET /api/papers/{id}/sources: the paper's library with the source-count requirement. */
export function fetchSources(paperId: string, signal?: AbortSignal): Promise<ApiResult<PaperSourceLibrary>> {
  return apiRequest<PaperSourceLibrary>(sourcesPath(paperId), { signal });
}

/** POST /api/papers/{id}/sources as JSON: by hand, by DOI or by web address. */
export function addSource(paperId: string, request: AddSourceRequest): Promise<ApiResult<PaperSource>> {
  return apiRequest<PaperSource>(sourcesPath(paperId), { method: 'POST', body: request });
}

/** POST /api/papers/{id}/sources as multipart: the `file` and what is known of it as the `item` JSON part. */
export function uploadSourceFile(
  paperId: string,
  file: File,
  item: Partial<ManualSourceInput>,
): Promise<ApiResult<PaperSource>> {
  const form = new FormData();
  form.append('file', file);
  form.append('item', JSON.stringify(item));
  return apiRequest<PaperSource>(sourcesPath(paperId), { method: 'POST', body: form });
}

export function updateSource(
  paperId: string,
  sourceId: string,
  item: ManualSourceInput,
): Promise<ApiResult<PaperSource>> {
  return apiRequest<PaperSource>(`${sourcesPath(paperId)}/${encodeURIComponent(sourceId)}`, {
    method: 'PUT',
    body: { item },
  });
}

export function deleteSource(paperId: string, sourceId: string): Promise<ApiResult<null>> {
  return apiRequest<null>(`${sourcesPath(paperId)}/${encodeURIComponent(sourceId)}`, { method: 'DELETE' });
}

/**
 * POST /api/papers/{id}/sources/search: published works on a topic in the paper's year range,
 * 5 points for each one found. The key makes a repeated click one search, billed once.
 */
export function searchSources(
  paperId: string,
  request: SearchSourcesRequest,
  idempotencyKey: string,
): Promise<ApiResult<SourceSearchResult>> {
  return apiRequest<SourceSearchResult>(`${sourcesPath(paperId)}/search`, {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** GET /api/papers/{id}/sources/{sourceId}/file: a signed link to an uploaded reference file. */
export function fetchSourceFileLink(
  paperId: string,
  sourceId: string,
): Promise<ApiResult<{ url: string; expires_in: number }>> {
  return apiRequest<{ url: string; expires_in: number }>(
    `${sourcesPath(paperId)}/${encodeURIComponent(sourceId)}/file`,
  );
}
