import type {
  AdminPointsBonusTier,
  AdminPointsPackage,
  PointsBonusTierInput,
  PointsPackageInput,
} from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import type { ApiResult } from '@/modules/http/api-result';

/** POST /api/admin/points-packages, or PUT /api/admin/points-packages/{id} with every field. */
export function savePointsPackage(
  id: string | null,
  input: PointsPackageInput,
): Promise<ApiResult<AdminPointsPackage>> {
  return id
    ? apiRequest<AdminPointsPackage>(`/admin/points-packages/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<AdminPointsPackage>('/admin/points-packages', { method: 'POST', body: input });
}

/** DELETE /api/admin/points-packages/{id}; a package with orders is refused (409): deactivate it instead. */
export function deletePointsPackage(id: string): Promise<ApiResult<{ id: string }>> {
  return apiRequest<{ id: string }>(`/admin/points-packages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/admin/points-bonus-tiers, or PUT /api/admin/points-bonus-tiers/{id} with every field. */
export function saveBonusTier(
  id: string | null,
  input: PointsBonusTierInput,
): Promise<ApiResult<AdminPointsBonusTier>> {
  return id
    ? apiRequest<AdminPointsBonusTier>(`/admin/points-bonus-tiers/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : apiRequest<AdminPointsBonusTier>('/admin/points-bonus-tiers', { method: 'POST', body: input });
}

/** DELETE /api/admin/points-bonus-tiers/{id} */
export function deleteBonusTier(id: string): Promise<ApiResult<{ id: string }>> {
  return apiRequest<{ id: string }>(`/admin/points-bonus-tiers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
