'use client';

import type { ReactNode } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import type { ApiResult } from '@/modules/http/api-result';
import { useCatalogWrite } from './use-catalog-write';
import { useValidatedForm, type ValidatedForm, type ValidatedFormOptions } from './use-validated-form';

type CatalogFormProps<Field extends string, Values extends object, Input> = Omit<
  ValidatedFormOptions<Field, Values, Input>,
  'save' | 'isBusy' | 'onSaved'
> & {
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  save: (input: Input) => Promise<ApiResult<unknown>>;
  /** The toast of a successful save. */
  savedToast: (input: Input) => { title: string; description?: string };
  /** The form's fields. */
  children: (form: ValidatedForm<Field, Values>) => ReactNode;
};

/**
 * Creates or edits one item of the points catalog (a package, a bonus tier) in a modal dialog.
 * The form is mounted only while the dialog is open, so every opening starts from `initialValues`;
 * a save closes the dialog, and every control is disabled while it runs.
 */
export function CatalogFormDialog<Field extends string, Values extends object, Input>({
  isOpen,
  onClose,
  title,
  testId,
  ...form
}: CatalogFormProps<Field, Values, Input> & { isOpen: boolean; onClose: () => void; title: string; testId: string }) {
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={title} testId={testId}>
      <CatalogForm {...form} onClose={onClose} />
    </ModalDialog>
  );
}

function CatalogForm<Field extends string, Values extends object, Input>({
  formLabel,
  submitLabel,
  save,
  savedToast,
  children,
  onClose,
  ...options
}: CatalogFormProps<Field, Values, Input> & { onClose: () => void }) {
  const { run, isBusy } = useCatalogWrite();
  const form = useValidatedForm({
    ...options,
    save: (input: Input) => run(() => save(input), savedToast(input)),
    isBusy,
    onSaved: onClose,
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} aria-label={formLabel}>
      <fieldset disabled={isBusy} className="flex flex-col gap-5">
        {form.failure ? (
          <FormAlert ref={form.alertRef} title="Not saved">
            {form.failure}
          </FormAlert>
        ) : null}
        {children(form)}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary">
            {isBusy ? 'Saving…' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
