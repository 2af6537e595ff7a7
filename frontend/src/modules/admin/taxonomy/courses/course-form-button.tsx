'use client';

import { COURSE_LEVELS, type AdminCourseResponse, type CourseLevel } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CheckboxField } from '@/modules/forms/components/checkbox-field';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { TaxonomyFormDialog } from '../taxonomy-form-dialog';
import {
  COURSE_LEVEL_LABELS,
  validateCourseForm,
  type CourseFormErrors,
  type CourseFormValues,
} from './course-filters';

const valuesOf = (course: AdminCourseResponse | null): CourseFormValues => ({
  name: course?.name ?? '',
  slug: course?.slug ?? '',
  level: course?.level ?? 'undergraduate',
  is_active: course?.is_active ?? true,
});

/** A course's fields in a dialog: creates one in `university` (`course` null) or edits it. */
export function CourseFormButton({
  course,
  university,
}: {
  course: AdminCourseResponse | null;
  university: { id: string; name: string };
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const isEditing = course !== null;
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<CourseFormValues>(() => valuesOf(course));
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const open = () => {
    setValues(valuesOf(course));
    setErrors({});
    setFailure(null);
    setIsOpen(true);
  };
  const update = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFailure(null);
    const validation = validateCourseForm(values, isEditing);
    if (!validation.ok) return setErrors(validation.errors);
    setErrors({});
    setIsBusy(true);
    const result = await apiRequest<AdminCourseResponse>(isEditing ? `/admin/courses/${course.id}` : '/admin/courses', {
      method: isEditing ? 'PUT' : 'POST',
      body: isEditing ? validation.input : { ...validation.input, university_id: university.id },
    });
    setIsBusy(false);
    if (!result.ok) {
      const fields = result.error.fields;
      setErrors({ name: fields?.name?.[0], slug: fields?.slug?.[0], level: fields?.level?.[0] });
      return setFailure(failureMessage(result, 'The course could not be saved.'));
    }
    setIsOpen(false);
    showToast({ title: isEditing ? `Saved ${result.data.name}` : `Created ${result.data.name}`, variant: 'success' });
    router.refresh();
  };

  return (
    <TaxonomyFormDialog
      noun="course"
      editedName={isEditing ? course.name : null}
      newTitle={`New course at ${university.name}`}
      testId="course-form-dialog"
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
        />
      ) : null}
      <SelectField
        label="Level"
        name="level"
        value={values.level}
        onChange={(event) => update('level', event.target.value as CourseLevel)}
        error={errors.level}
      >
        {COURSE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {COURSE_LEVEL_LABELS[level]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="Active"
        description="Only active courses show on the site and can be chosen for new documents."
        checked={values.is_active}
        onChange={(event) => update('is_active', event.target.checked)}
      />
    </TaxonomyFormDialog>
  );
}
