'use client';

import type { AccountUser } from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { useUserActionDialog } from './user-action-dialog';
import { countOfUsers, whoIs } from './user-action-texts';
import { adminUserHref } from './user-detail-links';
import { ROLE_LABELS, STATUS_LABELS, usersSortHref, type UserFilters } from './user-filters';

/**
 * The users of one page: select rows for a bulk action, or act on one row; every change is
 * confirmed. The admin's own row offers nothing: auth refuses changes to one's own account.
 */
export function UsersTable({
  users,
  selfId,
  filters,
}: {
  users: AccountUser[];
  selfId: string | null;
  /** The list's filters and order, for the headers' links to other orders. */
  filters: UserFilters;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { ask, error, dialog } = useUserActionDialog({
    onDone: () => {
      setSelected(new Set());
      router.refresh();
    },
  });

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
            aria-label={`Select ${whoIs(user)}`}
            checked={selected.has(user.id)}
            onChange={(event) => toggle(user.id, event.target.checked)}
          />
        ),
    },
    {
      key: 'user',
      header: 'User',
      sortKey: 'full_name',
      cell: (user) => (
        <>
          <Link
            href={adminUserHref(user.id)}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            data-testid="admin-user-link"
          >
            {user.full_name}
          </Link>
          <span className="block text-xs break-all text-muted">{user.email}</span>
        </>
      ),
    },
    { key: 'role', header: 'Role', sortKey: 'role', cell: (user) => ROLE_LABELS[user.role] ?? user.role },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (user) => (
        <StatusBadge tone={user.status === 'active' ? 'success' : 'neutral'}>
          {STATUS_LABELS[user.status] ?? user.status}
        </StatusBadge>
      ),
    },
    {
      key: 'joined',
      header: 'Joined',
      sortKey: 'created_at',
      sortFirst: 'desc',
      cell: (user) => formatDateTime(user.created_at, 'utc'),
    },
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
                aria-label={`Deactivate ${whoIs(user)}`}
                onClick={() => ask({ kind: 'status', users: [user], status: 'inactive' })}
              >
                Deactivate
              </button>
            ) : (
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 py-1.5"
                aria-label={`Reactivate ${whoIs(user)}`}
                onClick={() => ask({ kind: 'status', users: [user], status: 'active' })}
              >
                Reactivate
              </button>
            )}
            <button
              type="button"
              className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
              aria-label={`Delete ${whoIs(user)}`}
              onClick={() => ask({ kind: 'delete', users: [user] })}
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
          {visibleSelection.length > 0 ? `${countOfUsers(visibleSelection.length)} selected` : 'None selected'}
        </span>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5"
            disabled={visibleSelection.length === 0}
            onClick={() => ask({ kind: 'status', users: visibleSelection, status: 'inactive' })}
          >
            Deactivate selected
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5"
            disabled={visibleSelection.length === 0}
            onClick={() => ask({ kind: 'status', users: visibleSelection, status: 'active' })}
          >
            Reactivate selected
          </button>
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1.5 text-danger"
            disabled={visibleSelection.length === 0}
            onClick={() => ask({ kind: 'delete', users: visibleSelection })}
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
        sort={{ current: filters.sort, href: (sort) => usersSortHref(filters, sort) }}
        tableFrom="xl"
      />
      {dialog}
    </div>
  );
}
