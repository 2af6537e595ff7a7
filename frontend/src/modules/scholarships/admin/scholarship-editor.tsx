'use client';

import {
  SCHOLARSHIP_FIELD_LABELS,
  SCHOLARSHIP_FIELDS_OF_STUDY,
  SCHOLARSHIP_LEVEL_LABELS,
  SCHOLARSHIP_LEVELS,
  type CountryResponse,
  type ScholarshipResponse,
} from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckboxField } from '@/modules/forms/components/checkbox-field';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import {
  SCHOLARSHIP_FORM_FIELDS,
  scholarshipFormValuesOf,
  serverScholarshipErrors,
  validateScholarshipForm,
  type ScholarshipFormErrors,
  type ScholarshipFormValues,
} from './scholarship-form';
import { TextAreaField } from './text-area-field';
import { UniversityPicker } from './university-picker';

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

/** Creates (`scholarship` null) or edits a scholarship; saving goes back to the list. */
export function ScholarshipEditor({
  scholarship,
  countries,
}: {
  scholarship: ScholarshipResponse | null;
  countries: CountryResponse[];
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [values, setValues] = useState<ScholarshipFormValues>(() => scholarshipFormValuesOf(scholarship));
  const [errors, setErrors] = useState<ScholarshipFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const update = <K extends keyof ScholarshipFormValues>(key: K, value: ScholarshipFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const clear = (field: keyof ScholarshipFormErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const focusFirst = (found: ScholarshipFormErrors) => {
    const field = SCHOLARSHIP_FORM_FIELDS.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const validation = validateScholarshipForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      focusFirst(validation.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiRequest<ScholarshipResponse>(
      scholarship ? `/admin/scholarships/${scholarship.id}` : '/admin/scholarships',
      { method: scholarship ? 'PUT' : 'POST', body: validation.input },
    );
    setBusy(false);
    if (result.ok) {
      showToast({
        title: scholarship ? 'Scholarship saved' : 'Scholarship created',
        description: result.data.title,
        variant: 'success',
      });
      router.push('/admin/scholarships');
      router.refresh();
      return;
    }
    const fieldErrors = serverScholarshipErrors(result.error.fields);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) focusFirst(fieldErrors);
    else setFailure(failureMessage(result, 'The scholarship could not be saved. Please try again.'));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={scholarship ? 'Edit scholarship' : 'New scholarship'}
      className="mt-6 rounded-2xl border border-line bg-white p-5"
    >
      <fieldset disabled={busy} className="flex flex-col gap-5">
        {failure ? (
          <FormAlert ref={alertRef} title="Not saved">
            {failure}
          </FormAlert>
        ) : null}
        <TextField
          label="Title"
          name="title"
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(event) => {
            update('title', event.target.value);
            clear('title');
          }}
        />
        <TextField
          label="Slug"
          name="slug"
          maxLength={120}
          value={values.slug}
          error={errors.slug}
          hint={
            scholarship
              ? 'Part of the page address. Changing it breaks links already shared.'
              : 'Part of the page address. Leave it empty to make it from the title.'
          }
          onChange={(event) => {
            update('slug', event.target.value);
            clear('slug');
          }}
        />
        <TextField
          label="Provider"
          name="provider"
          maxLength={200}
          value={values.provider}
          error={errors.provider}
          hint="Who gives the money, e.g. a foundation, a government or a university."
          onChange={(event) => {
            update('provider', event.target.value);
            clear('provider');
          }}
        />
        <TextAreaField
          label="Description"
          name="description"
          maxLength={5000}
          rows={5}
          value={values.description}
          error={errors.description}
          onChange={(event) => {
            update('description', event.target.value);
            clear('description');
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Amount in US dollars"
            name="amount_min_cents"
            inputMode="decimal"
            autoComplete="off"
            value={values.amountMin}
            error={errors.amount_min_cents}
            hint="The amount, or the lowest amount of a range."
            onChange={(event) => {
              update('amountMin', event.target.value);
              clear('amount_min_cents');
            }}
          />
          <TextField
            label="Up to (optional)"
            name="amount_max_cents"
            inputMode="decimal"
            autoComplete="off"
            value={values.amountMax}
            error={errors.amount_max_cents}
            hint="The highest amount, when it varies."
            onChange={(event) => {
              update('amountMax', event.target.value);
              clear('amount_max_cents');
            }}
          />
          <TextField
            label="Deadline"
            name="deadline"
            type="date"
            value={values.deadline}
            error={errors.deadline}
            hint="The last day to apply."
            onChange={(event) => {
              update('deadline', event.target.value);
              clear('deadline');
            }}
          />
          <SelectField
            label="Country"
            name="country_code"
            value={values.countryCode}
            error={errors.country_code}
            onChange={(event) => {
              const country = countries.find((item) => item.code === event.target.value);
              setValues((current) => ({
                ...current,
                countryCode: event.target.value,
                countryName: country?.name ?? current.countryName,
              }));
              clear('country_code');
            }}
          >
            <option value="">Choose a country</option>
            {values.countryCode && !countries.some((country) => country.code === values.countryCode) ? (
              <option value={values.countryCode}>{values.countryName || values.countryCode}</option>
            ) : null}
            {countries.map((country) => (
              <option key={country.id} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
        <UniversityPicker
          university={values.university}
          course={values.course}
          universityError={errors.university}
          courseError={errors.course}
          onChange={(university, course) => {
            setValues((current) => ({ ...current, university, course }));
            clear('university');
            clear('course');
          }}
        />
        <fieldset className="space-y-2" aria-describedby={errors.levels ? 'levels-error' : undefined}>
          <legend className="field-label">Levels</legend>
          <div className="flex flex-wrap gap-4">
            {SCHOLARSHIP_LEVELS.map((level, index) => (
              <CheckboxField
                key={level}
                label={SCHOLARSHIP_LEVEL_LABELS[level]}
                name={index === 0 ? 'levels' : `levels-${level}`}
                checked={values.levels.includes(level)}
                onChange={(event) => {
                  update('levels', toggled(values.levels, level, event.target.checked));
                  clear('levels');
                }}
              />
            ))}
          </div>
          {errors.levels ? (
            <p id="levels-error" className="field-error">
              {errors.levels}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="field-label">Fields of study</legend>
          <p className="text-sm text-muted">Leave all unticked for a scholarship open to every field.</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {SCHOLARSHIP_FIELDS_OF_STUDY.map((field, index) => (
              <CheckboxField
                key={field}
                label={SCHOLARSHIP_FIELD_LABELS[field]}
                name={index === 0 ? 'fields_of_study' : `fields_of_study-${field}`}
                checked={values.fieldsOfStudy.includes(field)}
                onChange={(event) =>
                  update('fieldsOfStudy', toggled(values.fieldsOfStudy, field, event.target.checked))
                }
              />
            ))}
          </div>
          {errors.fields_of_study ? <p className="field-error">{errors.fields_of_study}</p> : null}
        </fieldset>
        <TextAreaField
          label="Who can apply"
          name="eligibility"
          maxLength={5000}
          rows={4}
          value={values.eligibility}
          error={errors.eligibility}
          onChange={(event) => {
            update('eligibility', event.target.value);
            clear('eligibility');
          }}
        />
        <TextAreaField
          label="How to apply"
          name="how_to_apply"
          maxLength={5000}
          rows={4}
          value={values.howToApply}
          error={errors.how_to_apply}
          onChange={(event) => {
            update('howToApply', event.target.value);
            clear('how_to_apply');
          }}
        />
        <TextField
          label="Official link"
          name="official_url"
          type="url"
          maxLength={2000}
          value={values.officialUrl}
          error={errors.official_url}
          hint="Where students read the official terms and apply."
          onChange={(event) => {
            update('officialUrl', event.target.value);
            clear('official_url');
          }}
        />
        <CheckboxField
          label="Published"
          description="Shown on /scholarships. Unpublished scholarships are drafts only admins see."
          name="is_published"
          checked={values.isPublished}
          onChange={(event) => update('isPublished', event.target.checked)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Link href="/admin/scholarships" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary">
            {busy ? 'Saving…' : scholarship ? 'Save scholarship' : 'Create scholarship'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
