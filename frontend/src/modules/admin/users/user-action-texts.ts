import type { UserStatus } from '@studyhub/contracts';

/** Who an action is about, as the users list and the user detail show them. */
export interface ActionTarget {
  id: string;
  full_name: string;
  email: string;
}

/** What the admin is about to do, waiting for the dialog's answer. */
export type PendingUserAction =
  { kind: 'status'; users: ActionTarget[]; status: UserStatus } | { kind: 'delete'; users: ActionTarget[] };

export const whoIs = (user: ActionTarget) => `${user.full_name} (${user.email})`;
export const countOfUsers = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

const verbOf = (status: UserStatus) => (status === 'active' ? 'Reactivate' : 'Deactivate');

export function dialogTitle(action: PendingUserAction): string {
  const many = action.users.length > 1;
  if (action.kind === 'delete') return many ? `Delete ${countOfUsers(action.users.length)}?` : 'Delete this user?';
  return many
    ? `${verbOf(action.status)} ${countOfUsers(action.users.length)}?`
    : `${verbOf(action.status)} this user?`;
}

export function confirmLabel(action: PendingUserAction): string {
  const many = action.users.length > 1;
  if (action.kind === 'delete') return many ? `Delete ${countOfUsers(action.users.length)}` : 'Delete user';
  return many ? `${verbOf(action.status)} ${countOfUsers(action.users.length)}` : `${verbOf(action.status)} user`;
}

export function consequence(action: PendingUserAction): string {
  if (action.kind === 'delete')
    return 'Their account, sessions and profile picture are removed for good. This cannot be undone.';
  return action.status === 'active'
    ? 'They can sign in again.'
    : 'They are signed out everywhere and cannot sign in until they are reactivated.';
}

/** Deleting and deactivating take something away; the dialog's button says so in red. */
export const isDangerous = (action: PendingUserAction): boolean =>
  action.kind === 'delete' || action.status === 'inactive';

export const doneWord = (action: PendingUserAction) =>
  action.kind === 'delete' ? 'Deleted' : action.status === 'active' ? 'Reactivated' : 'Deactivated';

/** What POST /api/users/bulk answers: the ids it changed, those already so and those gone. */
export interface BulkOutcome {
  affected?: string[];
  unchanged?: string[];
  not_found?: string[];
}

/** The toast after a bulk change: how many changed, and a note on those already so or gone. */
export function bulkSummary(action: PendingUserAction, outcome: BulkOutcome): { text: string; note?: string } {
  const { affected = [], unchanged = [], not_found: notFound = [] } = outcome;
  const notes = [
    unchanged.length > 0
      ? `${countOfUsers(unchanged.length)} already ${action.kind === 'status' ? action.status : 'so'}.`
      : '',
    notFound.length > 0 ? `${countOfUsers(notFound.length)} no longer found.` : '',
  ].filter(Boolean);
  return {
    text: `${doneWord(action)} ${countOfUsers(affected.length)}`,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
}
