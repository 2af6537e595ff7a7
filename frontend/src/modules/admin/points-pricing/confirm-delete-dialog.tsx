'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';

/**
 * "Delete X?" with what deleting means; `onConfirm` answers null when done (the owner closes the
 * dialog) or the service's reason for refusing, shown here.
 */
export function ConfirmDeleteDialog({
  isOpen,
  onClose,
  title,
  confirmLabel,
  isBusy,
  onConfirm,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => Promise<string | null>;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) setError(null);
  }, [isOpen]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const confirm = async () => {
    setError(await onConfirm());
  };

  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={title} testId="confirm-delete-dialog">
      <div className="space-y-4">
        {error ? (
          <FormAlert ref={alertRef} title="Not deleted">
            {error}
          </FormAlert>
        ) : null}
        <div className="space-y-2 text-sm text-ink">{children}</div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-danger" disabled={isBusy} onClick={() => void confirm()}>
            {isBusy ? 'Deleting…' : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
