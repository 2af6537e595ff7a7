import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { bulkSummary, doneWord, type BulkOutcome, type PendingUserAction } from './user-action-texts';

export type UserActionOutcome = { ok: true; text: string; note?: string } | { ok: false; message: string };

const FAILED = 'The users could not be changed.';

/** One user through its own route, several through POST /api/users/bulk (all or nothing). */
export async function performUserAction(action: PendingUserAction): Promise<UserActionOutcome> {
  const [only] = action.users;
  if (only && action.users.length === 1) {
    const result =
      action.kind === 'delete'
        ? await apiRequest(`/users/${only.id}`, { method: 'DELETE' })
        : await apiRequest(`/users/${only.id}/status`, { method: 'PATCH', body: { status: action.status } });
    if (!result.ok) return { ok: false, message: failureMessage(result, FAILED) };
    return { ok: true, text: `${doneWord(action)} ${only.full_name}` };
  }
  const ids = action.users.map((user) => user.id);
  const result = await apiRequest<BulkOutcome>('/users/bulk', {
    method: 'POST',
    body: action.kind === 'delete' ? { action: 'delete', ids } : { action: 'set_status', ids, status: action.status },
  });
  if (!result.ok) return { ok: false, message: failureMessage(result, FAILED) };
  return { ok: true, ...bulkSummary(action, result.data ?? {}) };
}
