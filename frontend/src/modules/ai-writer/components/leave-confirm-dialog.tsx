'use client';

import { LEAVE_WARNING, type LeaveGuard } from '../hooks/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a link drops unsaved changes (see `useLeaveGuard`); staying is the safe default. */
export function LeaveConfirmDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      isOpen={guard.pendingHref !== null}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      isDanger
      onConfirm={guard.leave}
      onClose={guard.stay}
      testId="leave-confirm-dialog"
    >
      <p>{LEAVE_WARNING}</p>
    </ConfirmDialog>
  );
}
