import { apiRequest } from '@/modules/http/api-request';

/** GET /api/points/balance → `{data:{points_balance}}`; null when it cannot be read. */
export async function fetchPointsBalance(signal?: AbortSignal): Promise<number | null> {
  try {
    const result = await apiRequest<unknown>('/points/balance', { signal });
    if (!result.ok || typeof result.data !== 'object' || result.data === null) return null;
    const balance = (result.data as { points_balance?: unknown }).points_balance;
    return typeof balance === 'number' && Number.isFinite(balance) ? balance : null;
  } catch {
    return null;
  }
}
