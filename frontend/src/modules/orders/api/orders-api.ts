import type { DocumentOrder } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/**
 * POST /api/orders/{id}/refund: the 30-day money-back guarantee. The answer is the refunded order;
 * a refusal (already refunded, window closed, not completed) comes as 409 with the reason.
 */
export function requestOrderRefund(orderId: string, reason: string): Promise<ApiResult<DocumentOrder>> {
  return apiRequest<DocumentOrder>(`/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    body: { reason },
  });
}
