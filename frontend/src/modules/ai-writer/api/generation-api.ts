import { IDEMPOTENCY_KEY_HEADER, type GeneratePaperRequest, type GenerationStreamEvent } from '@studyhub/contracts';
import { csrfHeadersFor } from '@/modules/http/csrf';
import { isSessionRenewedAfter } from '@/modules/http/api-request';
import { NETWORK_ERROR_MESSAGE, toApiFailure } from '@/modules/http/api-result';
import { GENERATION_FAILED, readGenerationEvent } from '../generation-events';
import { createSseParser } from '../sse-parser';

export type GenerationOutcome =
  /** The stream ended; what it said arrived through `onEvent` (a `done` or an `error` event among them). */
  | { ok: true }
  /** Refused before streaming (402 insufficient points, 409 price changed, 503 no model...) or cut off. */
  | { ok: false; status: number; code: string; message: string };

function openStream(
  paperId: string,
  request: GeneratePaperRequest,
  idempotencyKey: string,
  signal: AbortSignal,
): Promise<Response> {
  return fetch(`/api/papers/${encodeURIComponent(paperId)}/generate`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...csrfHeadersFor('POST', document.cookie),
    },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
}

async function refusalOf(response: Response): Promise<{ ok: false; status: number; code: string; message: string }> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  const failure = toApiFailure(response.status, body);
  const hasOwnMessage = failure.code !== 'UNEXPECTED_RESPONSE' && failure.code !== 'SERVER_ERROR';
  return {
    ok: false,
    status: response.status,
    code: failure.code,
    message: hasOwnMessage ? failure.message : GENERATION_FAILED,
  };
}

/**
 * POST /api/papers/{id}/generate, read as it streams (fetch and a ReadableStream rather than
 * EventSource, which cannot POST). Each event is handed to `onEvent` as it arrives; aborting
 * `signal` (the Stop button) ends the request and rejects with an AbortError.
 */
export async function streamGeneration(
  paperId: string,
  request: GeneratePaperRequest,
  onEvent: (event: GenerationStreamEvent) => void,
  signal: AbortSignal,
): Promise<GenerationOutcome> {
  // One key for this generation: the retry after a renewed session is the same request, billed once.
  const idempotencyKey = crypto.randomUUID();
  let response: Response;
  try {
    response = await openStream(paperId, request, idempotencyKey, signal);
    if (response.status === 401) {
      const refusal = await refusalOf(response);
      const failure = { ok: false as const, status: 401, error: { code: 'UNAUTHENTICATED', message: refusal.message } };
      if (!(await isSessionRenewedAfter(failure))) return refusal;
      response = await openStream(paperId, request, idempotencyKey, signal);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  }
  if (!response.ok || !response.body) return refusalOf(response);

  const parser = createSseParser((message) => {
    const event = readGenerationEvent(message);
    if (event) onEvent(event);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.push(chunk.value);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  } finally {
    parser.end();
  }
  return { ok: true };
}
