'use client';

import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { changePassword } from '@/modules/auth/api/session-api';
import { AUTH_TEXT } from '@/modules/auth/auth-messages';
import {
  CHANGE_PASSWORD_FIELDS,
  firstErrorField,
  validateChangePasswordForm,
  type ChangePasswordField,
  type FieldErrors,
} from '@/modules/auth/auth-forms';
import { PasswordField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';

const EMPTY: Record<ChangePasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (PUT /api/auth/password) in a modal dialog. */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { showToast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      setValues(EMPTY);
      setErrors({});
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const focusField = (field: ChangePasswordField | null) => {
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const validation = validateChangePasswordForm(values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      focusField(firstErrorField(validation.errors, CHANGE_PASSWORD_FIELDS));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await changePassword(validation.data);
    setIsSaving(false);
    if (result.ok) {
      showToast({ title: AUTH_TEXT.passwordChanged, variant: 'success' });
      onClose();
      return;
    }
    const message = failureMessage(result, AUTH_TEXT.passwordUpdateFailedFallback);
    const fieldErrors: FieldErrors<ChangePasswordField> = {};
    const currentError = result.error.fields?.current_password?.[0];
    const newError = result.error.fields?.new_password?.[0];
    if (currentError) fieldErrors.currentPassword = currentError;
    if (newError) fieldErrors.newPassword = newError;
    if (!currentError && !newError && result.status === 401) fieldErrors.currentPassword = message;
    setErrors(fieldErrors);
    showToast({ title: AUTH_TEXT.passwordUpdateFailed, description: message, variant: 'error' });
    requestAnimationFrame(() => focusField(firstErrorField(fieldErrors, CHANGE_PASSWORD_FIELDS)));
  };

  const update = (field: ChangePasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Change password
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
        className="px-6 py-5"
      >
        <fieldset disabled={isSaving} className="flex flex-col gap-5">
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={(event) => update('currentPassword', event.target.value)}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            hint="At least 6 characters."
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(event) => update('newPassword', event.target.value)}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary">
              {isSaving ? 'Updating…' : 'Update password'}
            </button>
          </div>
        </fieldset>
      </form>
    </dialog>
  );
}
