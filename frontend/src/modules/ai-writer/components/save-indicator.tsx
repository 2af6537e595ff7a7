'use client';

import clsx from 'clsx';
import { AlertCircle, Check, Loader2, Pencil } from 'lucide-react';
import { SAVE_STATUS_LABELS, type SaveStatus } from '../hooks/use-paper-document';

const ICONS = { saved: Check, saving: Loader2, unsaved: Pencil, error: AlertCircle } as const;

/** Saved / Saving… / Unsaved changes / Failed to save changes, announced politely as it changes. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const Icon = ICONS[status];
  return (
    <p
      role="status"
      data-testid="save-status"
      className={clsx(
        'inline-flex items-center gap-1.5 text-sm',
        status === 'error' ? 'font-semibold text-danger' : status === 'saved' ? 'text-success' : 'text-muted',
      )}
    >
      <Icon aria-hidden="true" className={clsx('size-4', status === 'saving' && 'animate-spin')} />
      {SAVE_STATUS_LABELS[status]}
    </p>
  );
}
