'use client';

import type { SubjectResponse, TextbookResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { TextAreaField } from '@/modules/scholarships/admin/text-area-field';
import { useToast } from '@/modules/toast/components/toast-provider';
import {
  TEXTBOOK_FORM_FIELDS,
  serverTextbookErrors,
  textbookFormValuesOf,
  validateTextbookForm,
  type TextbookFormErrors,
  type TextbookFormValues,
} from './textbook-form';

/** Creates (`textbook` null) or edits a textbook; a new one goes on to its page for the cover. */
export function TextbookEditor({
  textbook,
  subjects,
}: {
  textbook: TextbookResponse | null;
  subjects: readonly SubjectResponse[];
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const isEditing = textbook !== null;
  const [values, setValues] = useState<TextbookFormValues>(() => textbookFormValuesOf(textbook));
  const [errors, setErrors] = useState<TextbookFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const update = (key: keyof TextbookFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const field = (key: keyof TextbookFormValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const validation = validateTextbookForm(values, isEditing);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = TEXTBOOK_FORM_FIELDS.find((name) => validation.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setIsBusy(true);
    const result = await apiRequest<TextbookResponse>(
      isEditing ? `/admin/textbooks/${textbook.id}` : '/admin/textbooks',
      {
        method: isEditing ? 'PUT' : 'POST',
        body: validation.input,
      },
    );
    setIsBusy(false);
    if (!result.ok) {
      setErrors(serverTextbookErrors(result.error.fields));
      return setFailure(failureMessage(result, 'The textbook could not be saved.'));
    }
    if (isEditing) {
      showToast({ title: 'Textbook saved', variant: 'success' });
      router.refresh();
      return;
    }
    showToast({ title: `Created ${result.data.title}`, description: 'You can add its cover now.', variant: 'success' });
    router.push(`/admin/textbooks/${result.data.id}`);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-6 space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      {failure ? <FormAlert ref={alertRef}>{failure}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" maxLength={300} required {...field('title')} />
        <TextField label="Author" maxLength={300} required {...field('author')} />
        <TextField label="Publisher" maxLength={200} {...field('publisher')} />
        <TextField label="Edition" maxLength={60} hint="e.g. 2nd" {...field('edition')} />
        <TextField label="Publication year" inputMode="numeric" maxLength={4} {...field('publication_year')} />
        <TextField label="ISBN" maxLength={20} hint="ISBN-10 or ISBN-13; hyphens are fine." {...field('isbn')} />
        <TextField label="Rating" inputMode="decimal" maxLength={4} hint="1 to 5, or empty." {...field('rating')} />
        <SelectField label="Subject" {...field('subject_id')}>
          <option value="">No subject</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </SelectField>
        {isEditing ? <TextField label="Slug" maxLength={200} {...field('slug')} /> : null}
      </div>
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        onChange={(event) => update('description', event.target.value)}
        error={errors.description}
        maxLength={5000}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isBusy} aria-busy={isBusy}>
          {isEditing ? 'Save changes' : 'Create textbook'}
        </button>
        <Link href="/admin/textbooks" className="btn-secondary">
          {isEditing ? 'Back to textbooks' : 'Cancel'}
        </Link>
      </div>
    </form>
  );
}
