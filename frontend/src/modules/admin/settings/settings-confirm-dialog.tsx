'use client';

import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { titleInSentence, type SettingsChangeLine } from './settings-form-values';

/** "Save these changes?" listing each setting before → after; nothing is saved until confirmed. */
export function SettingsConfirmDialog({
  title,
  changes,
  note,
  isOpen,
  isBusy,
  onClose,
  onConfirm,
}: {
  title: string;
  changes: readonly SettingsChangeLine[];
  note: string;
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      title={`Save the ${titleInSentence(title)} settings?`}
      testId="settings-confirm-dialog"
    >
      <div className="space-y-4 text-sm text-ink">
        <p>These changes apply as soon as you save them:</p>
        <ul className="space-y-2" aria-label="Changes">
          {changes.map((change) => (
            <li key={change.key} className="rounded-lg border border-line px-3 py-2" data-testid="settings-change">
              <span className="font-medium">{change.label}</span>: <span className="text-muted">{change.before}</span> →{' '}
              <span className="font-semibold">{change.after}</span>
            </li>
          ))}
        </ul>
        {note ? <p className="text-muted">Note: {note}</p> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-primary" disabled={isBusy} onClick={onConfirm}>
            {isBusy ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
