import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateFlashcardDeckRequest,
  type FlashcardDeckDetail,
  type FlashcardDeckSummary,
  type FlashcardExportFormat,
  type FlashcardImportResult,
  type FlashcardRating,
  type FlashcardReviewResult,
  type GenerateFlashcardsRequest,
  type GeneratedFlashcards,
  type UpdateFlashcardDeckRequest,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { withQuote } from '@/modules/ai-tools/offer/paid-refusal';

export const DECKS_PAGE_SIZE = 20;
const deckUrl = (identifier: string) => `/flashcards/decks/${encodeURIComponent(identifier)}`;

export function fetchMyDecks(page: number, signal?: AbortSignal): Promise<ApiResult<FlashcardDeckSummary[]>> {
  const query = new URLSearchParams({ page: String(page), limit: String(DECKS_PAGE_SIZE) });
  return apiRequest<FlashcardDeckSummary[]>(`/flashcards/decks?${query.toString()}`, { signal });
}

export function fetchDeck(identifier: string, signal?: AbortSignal): Promise<ApiResult<FlashcardDeckDetail>> {
  return apiRequest<FlashcardDeckDetail>(deckUrl(identifier), { signal });
}

export function createDeck(request: Partial<CreateFlashcardDeckRequest>): Promise<ApiResult<FlashcardDeckDetail>> {
  return apiRequest<FlashcardDeckDetail>('/flashcards/decks', { method: 'POST', body: request });
}

export function saveDeck(
  id: string,
  request: Partial<UpdateFlashcardDeckRequest>,
): Promise<ApiResult<FlashcardDeckDetail>> {
  return apiRequest<FlashcardDeckDetail>(deckUrl(id), { method: 'PUT', body: request });
}

export function deleteDeck(id: string): Promise<ApiResult<null>> {
  return apiRequest<null>(deckUrl(id), { method: 'DELETE' });
}

export function copyDeck(identifier: string): Promise<ApiResult<FlashcardDeckDetail>> {
  return apiRequest<FlashcardDeckDetail>(`${deckUrl(identifier)}/copy`, { method: 'POST' });
}

/**
 * POST /api/flashcards/generate: paid by card-count tier, at most the quoted price (a raised price
 * is refused with 409). One idempotency key per request, so a repeat after a renewed session is
 * billed once; refusals keep the server's words (402).
 */
export function generateFlashcards(
  request: Partial<GenerateFlashcardsRequest>,
  idempotencyKey: string,
  quotedPoints: number,
): Promise<ApiResult<GeneratedFlashcards>> {
  return apiRequest<GeneratedFlashcards>('/flashcards/generate', {
    method: 'POST',
    body: withQuote(request, quotedPoints),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function reviewCard(cardId: string, rating: FlashcardRating): Promise<ApiResult<FlashcardReviewResult>> {
  return apiRequest<FlashcardReviewResult>('/flashcards/reviews', {
    method: 'POST',
    body: { card_id: cardId, rating },
  });
}

export function uploadCardImage(deckId: string, cardId: string, file: File): Promise<ApiResult<FlashcardDeckDetail>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<FlashcardDeckDetail>(`${deckUrl(deckId)}/cards/${encodeURIComponent(cardId)}/image`, {
    method: 'POST',
    body: form,
  });
}

export function removeCardImage(deckId: string, cardId: string): Promise<ApiResult<FlashcardDeckDetail>> {
  return apiRequest<FlashcardDeckDetail>(`${deckUrl(deckId)}/cards/${encodeURIComponent(cardId)}/image`, {
    method: 'DELETE',
  });
}

export function importCards(deckId: string, file: File): Promise<ApiResult<FlashcardImportResult>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<FlashcardImportResult>(`${deckUrl(deckId)}/import`, { method: 'POST', body: form });
}

/** Where the browser downloads a deck as a file (the gateway carries the session cookie). */
export function exportHref(identifier: string, format: FlashcardExportFormat): string {
  return `/api${deckUrl(identifier)}/export?format=${format}`;
}
