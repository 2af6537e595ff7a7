'use client';

import { useState, type ReactNode } from 'react';
import { failureMessage, type ApiResult } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useCatalogWrite } from './use-catalog-write';

/** What the actions of one kind of catalog item (package, bonus tier) say. */
export interface CatalogItemTexts {
  activated: string;
  deactivated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
  confirmDelete: string;
}

type Open = 'none' | 'edit' | 'delete';

/**
 * One catalog item's actions: edit, activate or deactivate, delete after confirming. Each button's
 * accessible name ends with `accessibleName` ("Edit Semester pack"); toasts describe the item as
 * `name`.
 */
export function CatalogItemActions({
  name,
  accessibleName,
  isActive,
  texts,
  saveIsActive,
  deleteItem,
  editDialog,
  deleteExplanation,
}: {
  name: string;
  accessibleName: string;
  isActive: boolean;
  texts: CatalogItemTexts;
  /** Saves the item with every field as it is but `is_active`. */
  saveIsActive: (isActive: boolean) => Promise<ApiResult<unknown>>;
  deleteItem: () => Promise<ApiResult<unknown>>;
  editDialog: (isOpen: boolean, onClose: () => void) => ReactNode;
  /** What deleting means, in the confirmation dialog. */
  deleteExplanation: ReactNode;
}) {
  const [open, setOpen] = useState<Open>('none');
  const { run, isBusy } = useCatalogWrite();
  const { showToast } = useToast();
  const close = () => setOpen('none');

  const toggleActive = async () => {
    const next = !isActive;
    const result = await run(() => saveIsActive(next), {
      title: next ? texts.activated : texts.deactivated,
      description: name,
    });
    if (!result.ok) {
      showToast({ title: 'Not saved', description: failureMessage(result, texts.saveFailed), variant: 'error' });
    }
  };

  const remove = async () => {
    const result = await run(deleteItem, { title: texts.deleted, description: name });
    if (result.ok) {
      close();
      return null;
    }
    return failureMessage(result, texts.deleteFailed);
  };

  return (
    <div className="flex flex-wrap gap-2 xl:flex-nowrap">
      <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={() => setOpen('edit')}>
        Edit<span className="sr-only"> {accessibleName}</span>
      </button>
      <button
        type="button"
        className="btn-ghost min-h-9 px-3 py-1.5"
        disabled={isBusy}
        onClick={() => void toggleActive()}
      >
        {isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {accessibleName}</span>
      </button>
      <button type="button" className="btn-ghost min-h-9 px-3 py-1.5 text-danger" onClick={() => setOpen('delete')}>
        Delete<span className="sr-only"> {accessibleName}</span>
      </button>
      {editDialog(open === 'edit', close)}
      <ConfirmDeleteDialog
        isOpen={open === 'delete'}
        onClose={close}
        title={`Delete ${accessibleName}?`}
        confirmLabel={texts.confirmDelete}
        isBusy={isBusy}
        onConfirm={remove}
      >
        {deleteExplanation}
      </ConfirmDeleteDialog>
    </div>
  );
}
