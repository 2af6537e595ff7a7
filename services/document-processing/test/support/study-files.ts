import type { ApiError, DocumentTextResponse, StudyFile, StudyFileUrlResponse } from '@studyhub/contracts';
import { signInternalRequest } from '@studyhub/platform';
import { waitFor } from '@studyhub/platform/testing';
import type { ProcessingStack } from './processing-stack';

/** The secret the stacks of the study-file tests sign internal calls with. */
export const TEST_INTERNAL_SECRET = 'document-processing-test-internal-secret';

export interface Answer<T> {
  status: number;
  body: { data?: T } & Partial<ApiError>;
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer<T>['body']) : {} };
}

/** A student using the public study-file routes of a ProcessingStack, as the browser does. */
export class StudyFilesApi {
  constructor(private readonly stack: ProcessingStack) {}

  private async request<T>(as: string, method: string, path: string, body?: FormData): Promise<Answer<T>> {
    const response = await fetch(`${this.stack.api.baseUrl}/uploads/study-files${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.stack.token(as)}` },
      ...(body ? { body } : {}),
    });
    return answerOf<T>(response);
  }

  upload(as: string, bytes: Buffer, fileName: string): Promise<Answer<StudyFile>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    return this.request<StudyFile>(as, 'POST', '', form);
  }

  get(id: string, as: string): Promise<Answer<StudyFile>> {
    return this.request<StudyFile>(as, 'GET', `/${id}`);
  }

  list(as: string): Promise<Answer<StudyFile[]>> {
    return this.request<StudyFile[]>(as, 'GET', '');
  }

  fileUrl(id: string, as: string): Promise<Answer<StudyFileUrlResponse>> {
    return this.request<StudyFileUrlResponse>(as, 'GET', `/${id}/file-url`);
  }

  delete(id: string, as: string): Promise<Answer<never>> {
    return this.request<never>(as, 'DELETE', `/${id}`);
  }

  /** Uploads and waits until the worker has finished with the file (READY or FAILED). */
  async uploadProcessed(as: string, bytes: Buffer, fileName: string): Promise<StudyFile> {
    const accepted = await this.upload(as, bytes, fileName);
    if (accepted.status !== 202)
      throw new Error(`upload answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
    return this.finished(accepted.body.data!.id, as);
  }

  async finished(id: string, as: string, timeoutMs = 90_000): Promise<StudyFile> {
    return waitFor(
      `study file ${id} processed`,
      async () => {
        const { body } = await this.get(id, as);
        return body.data && body.data.status !== 'PROCESSING' ? body.data : undefined;
      },
      { timeoutMs, intervalMs: 100 },
    );
  }
}

/**
 * A signed internal GET, as ai-tools' InternalClient sends it. `signedPath` signs another path than
 * the one requested (a tampered call); `service` names the caller.
 */
export async function internalGet(
  stack: ProcessingStack,
  path: string,
  options: { service?: string; signedPath?: string; secret?: string; unsigned?: boolean } = {},
): Promise<Answer<DocumentTextResponse>> {
  const headers = options.unsigned
    ? {}
    : signInternalRequest(options.secret ?? TEST_INTERNAL_SECRET, {
        service: options.service ?? 'ai-tools',
        method: 'GET',
        path: options.signedPath ?? path,
      });
  return answerOf<DocumentTextResponse>(await fetch(`${stack.api.baseUrl}${path}`, { headers }));
}
