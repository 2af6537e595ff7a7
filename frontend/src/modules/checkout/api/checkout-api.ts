import type { DocumentDetail, DocumentOrder } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/** GET /api/documents/{id}: the document's current price and whether the caller already owns it. */
export function fetchCartDocument(id: string, signal?: AbortSignal): Promise<ApiResult<DocumentDetail>> {
  return apiRequest<DocumentDetail>(`/documents/${encodeURIComponent(id)}`, { signal });
}

/** POST /api/orders/checkout: pays the documents with points in one order. */
export function checkoutDocuments(documentIds: string[]): Promise<ApiResult<DocumentOrder>> {
  return apiRequest<DocumentOrder>('/orders/checkout', { method: 'POST', body: { document_ids: documentIds } });
}

/** GET /api/orders/{id}: one of the caller's orders. */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  return apiRequest<unknown>(`/orders/${encodeURIComponent(id)}`, { signal });
}
