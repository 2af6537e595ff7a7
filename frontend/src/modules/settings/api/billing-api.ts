import type { BillingAddress } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import { mapApiResult, type ApiResult } from '@/modules/http/api-result';
import { parseBillingAddress, type SavedBillingAddress } from '../billing-form';

/** GET /api/auth/billing-address: null when the user has none yet. */
export async function fetchBillingAddress(signal?: AbortSignal): Promise<ApiResult<SavedBillingAddress | null>> {
  const result = await apiRequest<unknown>('/auth/billing-address', { signal });
  if (result.ok && result.data === null) return { ok: true, status: result.status, data: null };
  return mapApiResult(result, parseBillingAddress);
}

/** PUT /api/auth/billing-address */
export async function saveBillingAddress(body: BillingAddress): Promise<ApiResult<SavedBillingAddress>> {
  return mapApiResult(await apiRequest<unknown>('/auth/billing-address', { method: 'PUT', body }), parseBillingAddress);
}
