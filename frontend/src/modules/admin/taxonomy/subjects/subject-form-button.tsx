'use client';

import { SUBJECT_ICON_NAMES, type SubjectResponse } from '@studyhub/contracts';
import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { subjectIcon } from '@/modules/catalog/subject-icon';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { TextAreaField } from '@/modules/scholarships/admin/text-area-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import { TaxonomyFormDialog } from '../taxonomy-form-dialog';
import {
  iconLabel,
  serverSubjectErrors,
  subjectFormValuesOf,
  validateSubjectForm,
  type SubjectFormErrors,
  type SubjectFormValues,
} from './subject-form';

/** The subject's fields in a dialog: creates one (`subject` null) or edits it. */
export function SubjectFormButton({ subject }: { subject: SubjectResponse | null }) {
  const router = useRouter();
  const { showToast } = useToast();
  const ids = useId();
  const isEditing = subject !== null;
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<SubjectFormValues>(() => subjectFormValuesOf(subject));
  const [errors, setErrors] = useState<SubjectFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const open = () => {
    setValues(subjectFormValuesOf(subject));
    setErrors({});
    setFailure(null);
    setIsOpen(true);
  };
  const update = <K extends keyof SubjectFormValues>(key: K, value: SubjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const validation = validateSubjectForm(values, isEditing);
    if (!validation.ok) return setErrors(validation.errors);
    setIsBusy(true);
    const result = await apiRequest<SubjectResponse>(isEditing ? `/admin/subjects/${subject.id}` : '/admin/subjects', {
      method: isEditing ? 'PUT' : 'POST',
      body: validation.input,
    });
    setIsBusy(false);
    if (!result.ok) {
      setErrors(serverSubjectErrors(result.error.fields));
      return setFailure(failureMessage(result, 'The subject could not be saved.'));
    }
    setIsOpen(false);
    showToast({ title: isEditing ? `Saved ${result.data.name}` : `Created ${result.data.name}`, variant: 'success' });
    router.refresh();
  };

  const Preview = subjectIcon(values.icon_name);
  return (
    <TaxonomyFormDialog
      noun="subject"
      editedName={isEditing ? subject.name : null}
      testId="subject-form-dialog"
      isOpen={isOpen}
      isBusy={isBusy}
      failure={failure}
      onOpen={open}
      onClose={() => setIsOpen(false)}
      onSubmit={submit}
    >
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
        maxLength={120}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Acronym"
          name="acronym"
          value={values.acronym}
          onChange={(event) => update('acronym', event.target.value)}
          error={errors.acronym}
          maxLength={12}
        />
        {isEditing ? (
          <TextField
            label="Slug"
            name="slug"
            value={values.slug}
            onChange={(event) => update('slug', event.target.value)}
            error={errors.slug}
            maxLength={200}
          />
        ) : null}
      </div>
      <fieldset aria-describedby={errors.icon_name ? `${ids}-icon-error` : undefined}>
        <legend className="text-sm font-medium text-ink">Icon</legend>
        <div className="mt-2 grid grid-cols-6 gap-2 sm:grid-cols-8">
          {SUBJECT_ICON_NAMES.map((name) => {
            const Icon = subjectIcon(name);
            const isChosen = values.icon_name === name;
            return (
              <label
                key={name}
                title={iconLabel(name)}
                className={clsx(
                  'flex size-10 cursor-pointer items-center justify-center rounded-lg border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  isChosen
                    ? 'border-brand-600 bg-brand-50 text-brand-700'
                    : 'border-line text-muted hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="icon_name"
                  value={name}
                  checked={isChosen}
                  onChange={() => update('icon_name', name)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">{iconLabel(name)}</span>
              </label>
            );
          })}
        </div>
        {errors.icon_name ? (
          <p id={`${ids}-icon-error`} className="mt-1 text-sm text-danger">
            {errors.icon_name}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${ids}-picker`} className="block text-sm font-medium text-ink">
            Colour picker
          </label>
          <input
            id={`${ids}-picker`}
            type="color"
            value={/^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : '#2563eb'}
            onChange={(event) => update('color', event.target.value)}
            className="mt-1 h-11 w-14 cursor-pointer rounded-lg border border-line bg-white p-1"
          />
        </div>
        <TextField
          label="Colour (hex)"
          name="color"
          value={values.color}
          onChange={(event) => update('color', event.target.value)}
          error={errors.color}
          maxLength={7}
          className="w-36"
        />
        <span
          aria-hidden="true"
          className="mb-1 flex size-11 items-center justify-center rounded-xl text-white"
          style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : '#2563eb' }}
        >
          <Preview className="size-5" />
        </span>
      </div>
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        onChange={(event) => update('description', event.target.value)}
        error={errors.description}
        maxLength={1000}
      />
    </TaxonomyFormDialog>
  );
}
