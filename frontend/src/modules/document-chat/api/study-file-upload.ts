import type { StudyFile } from '@studyhub/contracts';
import { toApiFailure, NETWORK_ERROR_MESSAGE, type ApiResult } from '@/modules/http/api-result';
import { csrfHeadersFor } from '@/modules/http/csrf';

/**
 * POST /api/uploads/study-files with the file (multipart field `file`), through XMLHttpRequest so
 * the page can show how much has been sent. Answers 202 with the study file, still PROCESSING.
 */
export function sendStudyFile(
  file: File,
  onProgress: (sent: number, total: number) => void,
): { done: Promise<ApiResult<StudyFile>>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<ApiResult<StudyFile>>((resolve) => {
    request.open('POST', '/api/uploads/study-files');
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeadersFor('POST', document.cookie))) {
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
        resolve({ ok: true, status: request.status, data: (body as { data: StudyFile }).data });
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
