'use client';

import { SETTINGS_NOTE_MAX_LENGTH } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { saveSettings } from './settings-api';
import { expireSettingsCaches } from './expire-settings-caches';
import { SettingsConfirmDialog } from './settings-confirm-dialog';
import {
  serverSettingsErrors,
  settingsChanges,
  settingsFormValuesOf,
  validateSettingsForm,
  type SettingsChangeLine,
  type SettingsFormErrors,
} from './settings-form-values';
import { settingsGroupPage, type SettingsChoices, type SettingsField } from './settings-groups';

/** Consecutive fields under the same heading (fields without one form an unheaded run). */
function sectionsOf(fields: readonly SettingsField[]): { heading: string | undefined; fields: SettingsField[] }[] {
  const sections: { heading: string | undefined; fields: SettingsField[] }[] = [];
  for (const field of fields) {
    const last = sections[sections.length - 1];
    if (last && last.heading === field.section) last.fields.push(field);
    else sections.push({ heading: field.section, fields: [field] });
  }
  return sections;
}

interface Pending {
  value: Record<string, unknown>;
  changes: SettingsChangeLine[];
}

/**
 * A settings group's form: checked as the owning service checks it, then confirmed in a dialog
 * showing each change before → after, then saved with the version it was read at. Someone else's
 * save in between is refused; the alert offers the current values.
 */
export function SettingsForm({
  group,
  version,
  value,
  choices = {},
}: {
  group: string;
  version: number;
  value: Record<string, unknown>;
  /** The options of the group's select fields, loaded by the page. */
  choices?: SettingsChoices;
}) {
  const page = settingsGroupPage(group);
  const router = useRouter();
  const { showToast } = useToast();
  const [values, setValues] = useState(() => (page ? settingsFormValuesOf(page, value) : {}));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [failure, setFailure] = useState<{ message: string; isStale: boolean } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!page) return null;

  const focusFirstError = (found: SettingsFormErrors) => {
    const field = page.fields.find((candidate) => found[candidate.key]);
    if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field.key}"]`)?.focus();
  };

  const setValue = (key: string, next: string) => {
    setValues((current) => ({ ...current, [key]: next }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const renderField = (field: SettingsField) => {
    switch (field.kind) {
      case 'switch':
        return (
          <div key={field.key} className="md:col-span-2">
            <SwitchField
              label={field.label}
              description={field.hint}
              isOn={values[field.key] === 'true'}
              onChange={(next) => setValue(field.key, String(next))}
            />
          </div>
        );
      case 'select': {
        const fieldChoices = choices[field.key];
        return (
          <SelectField
            key={field.key}
            label={field.label}
            name={field.key}
            value={values[field.key] ?? ''}
            disabled={!fieldChoices || fieldChoices.unavailable !== undefined}
            error={errors[field.key]}
            hint={fieldChoices?.unavailable ? `${field.hint} ${fieldChoices.unavailable}` : field.hint}
            onChange={(event) => setValue(field.key, event.target.value)}
          >
            <option value="">{fieldChoices?.nullOptionLabel ?? field.nullLabel}</option>
            {(fieldChoices?.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        );
      }
      case 'number':
        return (
          <TextField
            key={field.key}
            label={`${field.label} (${field.unit})`}
            name={field.key}
            inputMode="numeric"
            autoComplete="off"
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            hint={field.hint}
            onChange={(event) => setValue(field.key, event.target.value)}
          />
        );
    }
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = validateSettingsForm(page, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    const changes = settingsChanges(page, value, result.value);
    if (changes.length === 0) {
      setFailure({ message: 'Nothing to save: every value is as it is now.', isStale: false });
      return;
    }
    setPending({ value: result.value, changes });
  };

  const confirm = async () => {
    if (!pending || isBusy) return;
    setIsBusy(true);
    try {
      const trimmedNote = note.trim();
      const result = await saveSettings(page.group, {
        version,
        value: pending.value,
        ...(trimmedNote ? { note: trimmedNote } : {}),
      });
      setPending(null);
      if (result.ok) {
        showToast({
          variant: 'success',
          title: `${page.title} settings saved`,
          description: pending.changes.map((change) => `${change.label}: ${change.after}`).join(', '),
        });
        await expireSettingsCaches(page.group).catch(() => undefined);
        router.refresh();
        return;
      }
      const fieldErrors = serverSettingsErrors(page, result.error.fields);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
        return;
      }
      setFailure({
        message: failureMessage(result, 'The settings could not be saved. Please try again.'),
        isStale: result.status === 409,
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={review} aria-label={`${page.title} settings`} className="space-y-5">
      {failure ? (
        <FormAlert ref={alertRef} title={failure.isStale ? 'Not saved' : undefined}>
          <p>{failure.message}</p>
          {failure.isStale ? (
            <button type="button" className="btn-secondary mt-3" onClick={() => router.refresh()}>
              Load the current values
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      {sectionsOf(page.fields).map((section) => {
        const grid = (
          <div className="grid gap-5 md:grid-cols-2">{section.fields.map((field) => renderField(field))}</div>
        );
        return section.heading ? (
          <fieldset key={section.heading} className="space-y-3">
            <legend className="text-base font-semibold text-ink">{section.heading}</legend>
            {grid}
          </fieldset>
        ) : (
          <div key={section.fields[0]?.key}>{grid}</div>
        );
      })}
      <TextField
        label="Reason for the change (optional)"
        name="note"
        autoComplete="off"
        maxLength={SETTINGS_NOTE_MAX_LENGTH}
        value={note}
        hint="Kept in the history beside the change."
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={isBusy}>
          Review and save
        </button>
      </div>
      <SettingsConfirmDialog
        title={page.title}
        changes={pending?.changes ?? []}
        note={note.trim()}
        isOpen={pending !== null}
        isBusy={isBusy}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}
