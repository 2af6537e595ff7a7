'use client';

import type { ReactNode } from 'react';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';

/** A yes/no question in a modal: the confirming button names the action. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  isDanger = false,
  isBusy = false,
  onConfirm,
  onClose,
  testId,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={title} testId={testId}>
      <div className="text-sm text-ink">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={isDanger ? 'btn-danger' : 'btn-primary'}
          onClick={onConfirm}
          disabled={isBusy}
          aria-busy={isBusy}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
