'use client';

import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';

/**
 * A taxonomy record's fields in a dialog, behind its Edit (or New …) button: the failure above the
 * fields, Cancel and Save (or Create) below. The caller owns the values, the check and the request.
 */
export function TaxonomyFormDialog({
  noun,
  editedName,
  newTitle = `New ${noun}`,
  testId,
  isOpen,
  isBusy,
  failure,
  onOpen,
  onClose,
  onSubmit,
  children,
}: {
  /** What the record is ('subject'): names the New button and the submit button. */
  noun: string;
  /** The name of the record being edited; null when the dialog creates one. */
  editedName: string | null;
  newTitle?: string;
  testId: string;
  isOpen: boolean;
  isBusy: boolean;
  failure: string | null;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const isEditing = editedName !== null;
  return (
    <>
      {isEditing ? (
        <button
          type="button"
          className="btn-ghost min-h-9 px-3 py-1.5"
          aria-label={`Edit ${editedName}`}
          onClick={onOpen}
        >
          Edit
        </button>
      ) : (
        <button type="button" className="btn-primary" onClick={onOpen}>
          {`New ${noun}`}
        </button>
      )}
      <ModalDialog
        isOpen={isOpen}
        title={isEditing ? `Edit ${editedName}` : newTitle}
        onClose={() => {
          // A request in flight finishes (or fails) in view rather than behind a closed dialog.
          if (!isBusy) onClose();
        }}
        testId={testId}
      >
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={isBusy}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={isBusy} aria-busy={isBusy}>
              {isEditing ? `Save ${noun}` : `Create ${noun}`}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
