import { apiRequest } from '@/modules/http/api-request';
import { readBalanceAnswer, type BalanceFigures } from '../balance';

/** GET /api/points/balance; null when it cannot be read. */
export async function fetchPointsBalance(signal?: AbortSignal): Promise<BalanceFigures | null> {
  try {
    const result = await apiRequest<unknown>('/points/balance', { signal });
    return result.ok ? readBalanceAnswer(result.data) : null;
  } catch {
    return null;
  }
}
