'use client';

import type { AdminUserDetail } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { useUserActionDialog } from '../user-action-dialog';

/**
 * Deactivate, reactivate or delete this account, confirmed in the users list's dialog. The admin's
 * own account offers nothing: auth refuses changes to it.
 */
export function UserDetailActions({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const router = useRouter();
  const { ask, error, dialog } = useUserActionDialog({
    onDone: (action) => {
      if (action.kind === 'delete') router.push('/admin/users');
      else router.refresh();
    },
  });
  if (isSelf) return <p className="mt-4 text-sm text-muted">This is your account; another admin can change it.</p>;
  const target = { id: user.id, full_name: user.full_name, email: user.email };
  return (
    <div className="mt-4 space-y-3">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Account actions">
        {user.status === 'active' ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => ask({ kind: 'status', users: [target], status: 'inactive' })}
          >
            Deactivate
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => ask({ kind: 'status', users: [target], status: 'active' })}
          >
            Reactivate
          </button>
        )}
        <button
          type="button"
          className="btn-secondary text-danger"
          onClick={() => ask({ kind: 'delete', users: [target] })}
        >
          Delete
        </button>
      </div>
      {dialog}
    </div>
  );
}
