import type {
  PointsOrderCreated,
  PointsOrderRequest,
  PointsPackage,
  PointsQuote,
  PointsTransaction,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';
import { readListMeta, type ListMeta } from '@/modules/tables/list-meta';

/** GET /api/points/packages: active packages, cheapest first. */
export function fetchPointsPackages(signal?: AbortSignal): Promise<ApiResult<PointsPackage[]>> {
  return apiRequest<PointsPackage[]>('/points/packages', { signal });
}

/** GET /api/points/quote?amount_usd=: what a custom amount buys, bonus included. */
export function fetchPointsQuote(amountUsd: number, signal?: AbortSignal): Promise<ApiResult<PointsQuote>> {
  const query = new URLSearchParams({ amount_usd: String(amountUsd) });
  return apiRequest<PointsQuote>(`/points/quote?${query.toString()}`, { signal });
}

/** POST /api/points/orders: a package or a custom amount. */
export function createPointsOrder(request: PointsOrderRequest): Promise<ApiResult<PointsOrderCreated>> {
  return apiRequest<PointsOrderCreated>('/points/orders', { method: 'POST', body: request });
}

/** GET /api/points/transactions: the caller's history, newest first, one page. */
export async function fetchPointsTransactions(
  query: string,
  signal?: AbortSignal,
): Promise<ApiResult<{ transactions: PointsTransaction[]; meta: ListMeta }>> {
  const result = await apiRequest<PointsTransaction[]>(`/points/transactions${query}`, { signal });
  if (!result.ok) return result;
  const transactions = Array.isArray(result.data) ? result.data : [];
  return { ...result, data: { transactions, meta: readListMeta(result.meta, transactions.length) } };
}
