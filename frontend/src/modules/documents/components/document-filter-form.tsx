'use client';

import type { CourseResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import {
  BROWSE_SORTS,
  SORT_LABELS,
  documentFiltersHref,
  type DocumentFilters,
} from '@/modules/catalog/document-filters';
import { apiRequest } from '@/modules/http/api-request';
import { SelectField } from '@/modules/forms/components/select-field';

export interface FilterOption {
  value: string;
  label: string;
}

const COURSES_LIMIT = 100;

/**
 * The browse filters. A plain GET form (it works before scripts load); once hydrated it navigates
 * client-side with a clean URL, and a university choice loads that university's courses at once.
 */
export function DocumentFilterForm({
  action,
  filters,
  types,
  subjects,
  universities,
  textbooks,
  initialCourses,
}: {
  action: string;
  filters: DocumentFilters;
  types: FilterOption[];
  subjects: FilterOption[];
  universities: FilterOption[];
  textbooks: FilterOption[];
  initialCourses: FilterOption[];
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [universityId, setUniversityId] = useState(filters.university_id ?? '');
  const [courseId, setCourseId] = useState(filters.course_id ?? '');
  const [courses, setCourses] = useState(initialCourses);
  const [coursesState, setCoursesState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadedFor = useRef(filters.university_id ?? '');

  useEffect(() => {
    if (loadedFor.current === universityId) return;
    loadedFor.current = universityId;
    setCourses([]);
    if (!universityId) return setCoursesState('idle');
    const controller = new AbortController();
    setCoursesState('loading');
    apiRequest<CourseResponse[]>(`/universities/${universityId}/courses?limit=${COURSES_LIMIT}`, {
      signal: controller.signal,
    })
      .then((result) => {
        if (!result.ok) return setCoursesState('failed');
        setCourses(result.data.map((course) => ({ value: course.id, label: course.name })));
        setCoursesState('idle');
      })
      .catch(() => undefined); // aborted: a newer university was chosen
    return () => controller.abort();
  }, [universityId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = documentFiltersHref(action, new FormData(event.currentTarget).entries());
    startTransition(() => router.push(href));
  };

  // The API ranks by relevance whenever there is a text query, else by date.
  const defaultSort = filters.q ? 'relevance' : 'newest';
  const hasChoices = Boolean(
    filters.q ||
    filters.sort ||
    filters.document_type_id ||
    filters.subject_id ||
    filters.university_id ||
    filters.textbook_id,
  );
  const courseHint =
    coursesState === 'loading'
      ? 'Loading courses…'
      : coursesState === 'failed'
        ? 'Courses could not be loaded.'
        : !universityId
          ? 'Choose a university first.'
          : null;

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-label="Filter documents"
      className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface-muted p-4 md:grid-cols-3 lg:grid-cols-4"
    >
      <label className="field-label md:col-span-3 lg:col-span-2">
        Search
        <input
          className="field-input"
          type="search"
          name="q"
          maxLength={200}
          defaultValue={filters.q ?? ''}
          placeholder="Title, topic or course"
        />
      </label>
      <FilterSelect
        label="Type"
        name="document_type_id"
        value={filters.document_type_id}
        all="All types"
        options={types}
      />
      <FilterSelect
        label="Subject"
        name="subject_id"
        value={filters.subject_id}
        all="All subjects"
        options={subjects}
      />
      <SelectField
        label="University"
        name="university_id"
        value={universityId}
        onChange={(event) => {
          setUniversityId(event.target.value);
          setCourseId('');
        }}
      >
        <option value="">All universities</option>
        {universities.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Course"
        name="course_id"
        value={courseId}
        disabled={!universityId || coursesState === 'loading'}
        hint={courseHint ? <span aria-live="polite">{courseHint}</span> : undefined}
        onChange={(event) => setCourseId(event.target.value)}
      >
        <option value="">All courses</option>
        {courses.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <FilterSelect
        label="Textbook"
        name="textbook_id"
        value={filters.textbook_id}
        all="All textbooks"
        options={textbooks}
      />
      <FilterSelect
        label="Sort by"
        name="sort"
        value={filters.sort === defaultSort ? undefined : filters.sort}
        all={SORT_LABELS[defaultSort]}
        options={BROWSE_SORTS.filter((sort) => sort !== defaultSort).map((sort) => ({
          value: sort,
          label: SORT_LABELS[sort],
        }))}
      />
      <div className="flex items-end gap-3">
        <button type="submit" className="btn-primary w-full" disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? 'Applying…' : 'Apply'}
        </button>
        {hasChoices ? (
          <Link href={action} className="btn-ghost whitespace-nowrap">
            Clear all
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function FilterSelect({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  all: string;
  options: FilterOption[];
}) {
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ''}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
