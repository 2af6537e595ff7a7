'use client';

import {
  UNIVERSITY_TYPES,
  type CountryResponse,
  type ExternalUniversityResponse,
  type UniversityResponse,
} from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { ExternalUniversitySearch } from './external-university-search';
import {
  UNIVERSITY_FORM_FIELDS,
  UNIVERSITY_TYPE_LABELS,
  prefillFrom,
  serverUniversityErrors,
  universityFormValuesOf,
  validateUniversityForm,
  type UniversityFormErrors,
  type UniversityFormValues,
} from './university-form';

/** Creates (`university` null, pending) or edits a university. */
export function UniversityEditor({
  university,
  countries,
}: {
  university: UniversityResponse | null;
  countries: readonly CountryResponse[];
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const isEditing = university !== null;
  const [values, setValues] = useState<UniversityFormValues>(() => universityFormValuesOf(university));
  const [errors, setErrors] = useState<UniversityFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [prefilled, setPrefilled] = useState<ExternalUniversityResponse | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const update = <K extends keyof UniversityFormValues>(key: K, value: UniversityFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const focusFirst = (found: UniversityFormErrors) => {
    const field = UNIVERSITY_FORM_FIELDS.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const pick = (found: ExternalUniversityResponse) => {
    setValues((current) => prefillFrom(current, found, countries));
    setErrors({});
    setPrefilled(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const validation = validateUniversityForm(values, isEditing);
    if (!validation.ok) {
      setErrors(validation.errors);
      focusFirst(validation.errors);
      return;
    }
    setIsBusy(true);
    const result = await apiRequest<UniversityResponse>(
      isEditing ? `/admin/universities/${university.id}` : '/admin/universities',
      { method: isEditing ? 'PUT' : 'POST', body: validation.input },
    );
    setIsBusy(false);
    if (!result.ok) {
      const fieldErrors = serverUniversityErrors(result.error.fields);
      setErrors(fieldErrors);
      setFailure(failureMessage(result, 'The university could not be saved.'));
      return;
    }
    if (isEditing) {
      showToast({ title: 'University saved', variant: 'success' });
      router.refresh();
      return;
    }
    showToast({
      title: `Created ${result.data.name}`,
      description: 'It is pending until approved. You can add its logo now.',
      variant: 'success',
    });
    router.push(`/admin/universities/${result.data.id}`);
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
      >
        {failure ? <FormAlert ref={alertRef}>{failure}</FormAlert> : null}
        {prefilled ? (
          <FormAlert tone="success" title="Prefilled from the universities list">
            {prefilled.name}, {prefilled.country}
            {prefilled.web_pages[0] ? ` · ${prefilled.web_pages[0]}` : ''}. Check the type and categories.
          </FormAlert>
        ) : null}
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
          maxLength={200}
          required
          hint={isEditing ? undefined : 'The address is the name in lower case with hyphens for spaces.'}
        />
        {isEditing ? (
          <TextField
            label="Slug"
            name="slug"
            value={values.slug}
            onChange={(event) => update('slug', event.target.value)}
            error={errors.slug}
            maxLength={200}
            hint="Changing it changes the university's address; old links stop working."
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            name="country"
            value={values.country}
            onChange={(event) => update('country', event.target.value)}
            error={errors.country}
            required
          >
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.id} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Type"
            name="type"
            value={values.type}
            onChange={(event) => update('type', event.target.value as UniversityFormValues['type'])}
            error={errors.type}
          >
            {UNIVERSITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {UNIVERSITY_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Categories"
          name="categories"
          value={values.categories}
          onChange={(event) => update('categories', event.target.value)}
          error={errors.categories}
          hint="Separated by commas, e.g. research, engineering."
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={isBusy} aria-busy={isBusy}>
            {isEditing ? 'Save changes' : 'Create university'}
          </button>
          <Link href="/admin/universities" className="btn-secondary">
            {isEditing ? 'Back to universities' : 'Cancel'}
          </Link>
        </div>
      </form>
      {isEditing ? null : <ExternalUniversitySearch onPick={pick} />}
    </div>
  );
}
