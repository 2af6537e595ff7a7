import type { UploadStatusResponse } from '@studyhub/contracts';
import { toApiFailure, NETWORK_ERROR_MESSAGE, type ApiResult } from '@/modules/http/api-result';
import { csrfHeadersFor } from '@/modules/http/csrf';

/**
 * PUT /api/uploads/{id} with the file, through XMLHttpRequest: fetch cannot report how many bytes
 * have been sent, and a seller with a 40 MB file deserves a real progress bar.
 */
export function sendDocumentFile(
  documentId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): { done: Promise<ApiResult<UploadStatusResponse>>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<ApiResult<UploadStatusResponse>>((resolve) => {
    request.open('PUT', `/api/uploads/${encodeURIComponent(documentId)}`);
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeadersFor('PUT', document.cookie))) {
      request.setRequestHeader(name, value);
    }
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, status: request.status, data: (body as { data: UploadStatusResponse }).data });
      } else {
        resolve({
          ok: false,
          status: request.status,
          error: toApiFailure(request.status, body, request.getResponseHeader('retry-after')),
        });
      }
    };
    const networkFailure = () =>
      resolve({ ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE } });
    request.onerror = networkFailure;
    request.onabort = networkFailure;
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
