import type { UploadStatusResponse } from '@studyhub/contracts';
import { toApiFailure, NETWORK_ERROR_MESSAGE, type ApiResult } from '@/modules/http/api-result';
import { csrfHeadersFor } from '@/modules/http/csrf';

export type UploadProgress = (sent: number, total: number) => void;

export interface FileSending<T> {
  done: Promise<ApiResult<T>>;
  abort: () => void;
}

/**
 * Sends a file as the multipart field `file` through XMLHttpRequest: fetch cannot report how many
 * bytes have been sent, and a student with a 40 MB file deserves a real progress bar.
 */
export function sendFileWithProgress<T>(
  method: 'PUT' | 'POST',
  url: string,
  file: File,
  onProgress: UploadProgress,
): FileSending<T> {
  const request = new XMLHttpRequest();
  const done = new Promise<ApiResult<T>>((resolve) => {
    request.open(method, url);
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeadersFor(method, document.cookie))) {
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
        resolve({ ok: true, status: request.status, data: (body as { data: T }).data });
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

/** PUT /api/uploads/{id}: a seller's document file. */
export function sendDocumentFile(
  documentId: string,
  file: File,
  onProgress: UploadProgress,
): FileSending<UploadStatusResponse> {
  return sendFileWithProgress('PUT', `/api/uploads/${encodeURIComponent(documentId)}`, file, onProgress);
}
