'use client';

import { SOURCE_TYPE_LABELS, SOURCE_TYPES, type ManualSourceInput, type SourceType } from '@studyhub/contracts';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { fieldsForType, parseSourceForm, type SourceFormErrors, type SourceFormValues } from '../source-form';
import { TextAreaField } from './text-area-field';

/**
 * A source's fields by hand: type, title, authors, year and the fields that type needs. Used to
 * add a source and to complete or correct one (a DOI lookup that missed the authors, say).
 */
export function SourceEditor({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: SourceFormValues;
  submitLabel: string;
  /** Resolves with the server's refusal, or null when the source was saved. */
  onSubmit: (item: ManualSourceInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SourceFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSourceForm(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setIsSaving(true);
    const refusal = await onSubmit(parsed.item);
    setIsSaving(false);
    setServerError(refusal);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Source details">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <SelectField
        label="Type of source"
        value={values.type}
        error={errors.type}
        onChange={(event) => setValues({ ...values, type: event.target.value as SourceType })}
      >
        {SOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SOURCE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        value={values.title}
        error={errors.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <TextAreaField
        label="Authors"
        rows={3}
        hint="One a line: Family name, Given names. An organisation as written."
        value={values.authors}
        error={errors.authors}
        onChange={(event) => setValues({ ...values, authors: event.target.value })}
      />
      <TextField
        label="Year"
        inputMode="numeric"
        value={values.year}
        error={errors.year}
        onChange={(event) => setValues({ ...values, year: event.target.value })}
      />
      {fieldsForType(values.type).map((spec) => (
        <TextField
          key={spec.field}
          label={spec.label}
          value={values.fields[spec.field] ?? ''}
          error={errors[spec.field]}
          onChange={(event) => setValues({ ...values, fields: { ...values.fields, [spec.field]: event.target.value } })}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving} aria-busy={isSaving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
