'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/modules/ai-writer/components/confirm-dialog';
import { useToast } from '@/modules/toast/components/toast-provider';
import { performUserAction } from './user-action-requests';
import {
  confirmLabel,
  consequence,
  countOfUsers,
  dialogTitle,
  isDangerous,
  whoIs,
  type PendingUserAction,
} from './user-action-texts';

/**
 * Deactivate, reactivate or delete users, each confirmed in a dialog naming who is affected: the
 * users list and the user detail page ask through the same dialog and the same requests.
 */
export function useUserActionDialog({ onDone }: { onDone: (action: PendingUserAction) => void }): {
  ask: (action: PendingUserAction) => void;
  error: string | null;
  dialog: ReactNode;
} {
  const { showToast } = useToast();
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const perform = async (action: PendingUserAction) => {
    setIsBusy(true);
    setError(null);
    const outcome = await performUserAction(action);
    setIsBusy(false);
    setPending(null);
    if (!outcome.ok) return setError(outcome.message);
    showToast({ title: outcome.text, ...(outcome.note ? { description: outcome.note } : {}), variant: 'success' });
    onDone(action);
  };

  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      title={pending ? dialogTitle(pending) : ''}
      confirmLabel={pending ? confirmLabel(pending) : ''}
      isDanger={pending ? isDangerous(pending) : false}
      isBusy={isBusy}
      onConfirm={() => {
        if (pending) void perform(pending);
      }}
      onClose={() => {
        if (!isBusy) setPending(null);
      }}
      testId="admin-user-dialog"
    >
      {pending ? (
        <>
          <p>
            {pending.users.length === 1
              ? 'This applies to:'
              : `This applies to these ${countOfUsers(pending.users.length)}:`}
          </p>
          <div
            className="mt-2 max-h-48 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            role="region"
            aria-label="Users affected"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
            tabIndex={0}
          >
            <ul className="list-disc space-y-1 pl-5 break-all">
              {pending.users.map((user) => (
                <li key={user.id}>{whoIs(user)}</li>
              ))}
            </ul>
          </div>
          <p className="mt-3">{consequence(pending)}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );

  return { ask: setPending, error, dialog };
}
