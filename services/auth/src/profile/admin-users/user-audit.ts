import type { AccountUser, UserStatus } from '@studyhub/contracts';
import type { AdminWrite } from '@studyhub/platform';

/** The audit trail's record of an admin setting one user's status (single or in a bulk action). */
export function userStatusWrite(before: AccountUser, status: UserStatus, bulkSize?: number): AdminWrite {
  const verb = status === 'inactive' ? 'Deactivated' : 'Reactivated';
  return {
    action: 'user.status-changed',
    targetType: 'user',
    targetId: before.id,
    summary: `${verb} ${before.email}${bulkOf(bulkSize)}`,
    before,
    after: { ...before, status },
  };
}

/** The audit trail's record of an admin deleting one user (single or in a bulk action). */
export function userDeletedWrite(before: AccountUser, bulkSize?: number): AdminWrite {
  return {
    action: 'user.deleted',
    targetType: 'user',
    targetId: before.id,
    summary: `Deleted ${before.email}${bulkOf(bulkSize)}`,
    before,
    after: null,
  };
}

function bulkOf(size: number | undefined): string {
  return size === undefined ? '' : ` (bulk action on ${size} ${size === 1 ? 'user' : 'users'})`;
}
