'use client';

import type { AccountUser, UserStatus } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/modules/ai-writer/components/confirm-dialog';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { useToast } from '@/modules/toast/components/toast-provider';
import { ROLE_LABELS, STATUS_LABELS } from './user-filters';

/** What the admin is about to do, waiting for the dialog's answer. */
type PendingAction =
  { kind: 'status'; users: AccountUser[]; status: UserStatus } | { kind: 'delete'; users: AccountUser[] };

const who = (user: AccountUser) => `${user.full_name} (${user.email})`;
const countOf = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

function dialogTitle(action: PendingAction): string {
  const many = action.users.length > 1;
  if (action.kind === 'delete') return many ? `Delete ${countOf(action.users.length)}?` : 'Delete this user?';
  const verb = action.status === 'active' ? 'Reactivate' : 'Deactivate';
  return many ? `${verb} ${countOf(action.users.length)}?` : `${verb} this user?`;
}

function confirmLabel(action: PendingAction): string {
  const many = action.users.length > 1;
  if (action.kind === 'delete') return many ? `Delete ${countOf(action.users.length)}` : 'Delete user';
  const verb = action.status === 'active' ? 'Reactivate' : 'Deactivate';
  return many ? `${verb} ${countOf(action.users.length)}` : `${verb} user`;
}

function consequence(action: PendingAction): string {
  if (action.kind === 'delete')
    return 'Their account, sessions and profile picture are removed for good. This cannot be undone.';
  return action.status === 'active'
    ? 'They can sign in again.'
    : 'They are signed out everywhere and cannot sign in until they are reactivated.';
}

type Outcome = { ok: true; text: string; note?: string } | { ok: false; message: string };
const FAILED = 'The users could not be changed.';

const doneWord = (action: PendingAction) =>
  action.kind === 'delete' ? 'Deleted' : action.status === 'active' ? 'Reactivated' : 'Deactivated';

async function performOne(action: PendingAction, user: AccountUser): Promise<Outcome> {
  const result =
    action.kind === 'delete'
      ? await apiRequest(`/users/${user.id}`, { method: 'DELETE' })
      : await apiRequest(`/users/${user.id}/status`, { method: 'PATCH', body: { status: action.status } });
  if (!result.ok) return { ok: false, message: failureMessage(result, FAILED) };
  return { ok: true, text: `${doneWord(action)} ${user.full_name}` };
}

/** What POST /api/users/bulk answers: the ids it changed, those already so and those gone. */
interface BulkOutcome {
  affected: string[];
  unchanged: string[];
  not_found: string[];
}

async function performBulk(action: PendingAction): Promise<Outcome> {
  const ids = action.users.map((user) => user.id);
  const result = await apiRequest<BulkOutcome>('/users/bulk', {
    method: 'POST',
    body: action.kind === 'delete' ? { action: 'delete', ids } : { action: 'set_status', ids, status: action.status },
  });
  if (!result.ok) return { ok: false, message: failureMessage(result, FAILED) };
  const { affected = [], unchanged = [], not_found: notFound = [] } = result.data ?? {};
  const notes = [
    unchanged.length > 0
      ? `${countOf(unchanged.length)} already ${action.kind === 'status' ? action.status : 'so'}.`
      : '',
    notFound.length > 0 ? `${countOf(notFound.length)} no longer found.` : '',
  ].filter(Boolean);
  return {
    ok: true,
    text: `${doneWord(action)} ${countOf(affected.length)}`,
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
}

/**
 * The users of one page: select rows for a bulk action, or act on one row; every change is
 * confirmed. The admin's own row offers nothing: auth refuses changes to one's own account.
 */
export function UsersTable({ users, selfId }: { users: AccountUser[]; selfId: string | null }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const selectable = users.filter((user) => user.id !== selfId);
  const visibleSelection = selectable.filter((user) => selected.has(user.id));
  const allSelected = selectable.length > 0 && visibleSelection.length === selectable.length;

  const toggle = (id: string, isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });

  const perform = async (action: PendingAction) => {
    setIsBusy(true);
    setError(null);
    const [only] = action.users;
    const outcome = only && action.users.length === 1 ? await performOne(action, only) : await performBulk(action);
    setIsBusy(false);
    setPending(null);
    if (!outcome.ok) return setError(outcome.message);
    showToast({ title: outcome.text, ...(outcome.note ? { description: outcome.note } : {}), variant: 'success' });
    setSelected(new Set());
    router.refresh();
  };

  const columns: readonly Column<AccountUser>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (user) =>
        user.id === selfId ? (
          <span className="text-xs text-muted">You</span>
        ) : (
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            aria-label={`Select ${who(user)}`}
            checked={selected.has(user.id)}
            onChange={(event) => toggle(user.id, event.target.checked)}
          />
        ),
    },
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <>
          <span className="font-semibold">{user.full_name}</span>
          <span className="block text-xs break-all text-muted">{user.email}</span>
        </>
      ),
    },
    { key: 'role', header: 'Role', cell: (user) => ROLE_LABELS[user.role] ?? user.role },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <StatusBadge tone={user.status === 'active' ? 'success' : 'neutral'}>
          {STATUS_LABELS[user.status] ?? user.status}
        </StatusBadge>
      ),
    },
    { key: 'joined', header: 'Joined', cell: (user) => formatDateTime(user.created_at, 'utc') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) =>
        user.id === selfId ? (
          <span className="text-sm text-muted">Your account</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            {user.status === 'active' ? (
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 py-1.5"
                aria-label={`Deactivate ${who(user)}`}
                onClick={() => setPending({ kind: 'status', users: [user], status: 'inactive' })}
              >
                Deactivate
              </button>
            ) : (
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 py-1.5"
                aria-label={`Reactivate ${who(user)}`}
                onClick={() => setPending({ kind: 'status', users: [user], status: 'active' })}
              >
                Reactivate
              </button>
            )}
            <button
              type="button"
              className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
              aria-label={`Delete ${who(user)}`}
              onClick={() => setPending({ kind: 'delete', users: [user] })}
            >
              Delete
            </button>
          </div>
        ),
    },
  ];

  return (
    <div className="space-y-3">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div
        role="group"
        aria-label="Selected users"
        className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-white p-3"
      >
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(selectable.map((user) => user.id)) : new Set())
            }
          />
          Select all on this page
        </label>
        <span className="text-sm text-muted" aria-live="polite">
          {visibleSelection.length > 0 ? `${countOf(visibleSelection.length)} selected` : 'None selected'}
        </span>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5"
            disabled={visibleSelection.length === 0}
            onClick={() => setPending({ kind: 'status', users: visibleSelection, status: 'inactive' })}
          >
            Deactivate selected
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5"
            disabled={visibleSelection.length === 0}
            onClick={() => setPending({ kind: 'status', users: visibleSelection, status: 'active' })}
          >
            Reactivate selected
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5 text-danger"
            disabled={visibleSelection.length === 0}
            onClick={() => setPending({ kind: 'delete', users: visibleSelection })}
          >
            Delete selected
          </button>
        </div>
      </div>
      <DataTable
        caption="Users"
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        rowTestId="admin-user-row"
        tableFrom="xl"
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending ? dialogTitle(pending) : ''}
        confirmLabel={pending ? confirmLabel(pending) : ''}
        isDanger={pending?.kind === 'delete' || (pending?.kind === 'status' && pending.status === 'inactive')}
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
                : `This applies to these ${countOf(pending.users.length)}:`}
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
                  <li key={user.id}>{who(user)}</li>
                ))}
              </ul>
            </div>
            <p className="mt-3">{consequence(pending)}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
