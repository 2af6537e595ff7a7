'use client';

import type { CourseResponse, ScholarshipCatalogLink, UniversityResponse } from '@studyhub/contracts';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '@/modules/http/api-request';

/**
 * Picks a university and one of its courses from catalog's public lists; the scholarship keeps
 * their id, slug and name as a copy (ADR 0024).
 */
export function UniversityPicker({
  university,
  course,
  onChange,
  universityError,
  courseError,
}: {
  university: ScholarshipCatalogLink | null;
  course: ScholarshipCatalogLink | null;
  onChange: (university: ScholarshipCatalogLink | null, course: ScholarshipCatalogLink | null) => void;
  universityError?: string | undefined;
  courseError?: string | undefined;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<UniversityResponse[]>([]);
  const [courses, setCourses] = useState<CourseResponse[]>([]);
  const [lookupFailed, setLookupFailed] = useState(false);

  useEffect(() => {
    const text = search.trim();
    if (text.length < 2) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void apiRequest<UniversityResponse[]>(`/universities?search=${encodeURIComponent(text)}&limit=8`, {
        signal: controller.signal,
      })
        .then((result) => {
          setLookupFailed(!result.ok);
          setFound(result.ok ? result.data : []);
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  const universitySlug = university?.slug ?? null;
  useEffect(() => {
    if (!universitySlug) {
      setCourses([]);
      return;
    }
    const controller = new AbortController();
    void apiRequest<CourseResponse[]>(`/universities/${encodeURIComponent(universitySlug)}/courses?limit=100`, {
      signal: controller.signal,
    })
      .then((result) => setCourses(result.ok ? result.data : []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [universitySlug]);

  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">University and course (optional)</legend>
      {university ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink" data-testid="picked-university">
            {university.name}
          </p>
          <button type="button" className="btn-ghost min-h-9 px-3 py-1.5 text-sm" onClick={() => onChange(null, null)}>
            Remove university
          </button>
        </div>
      ) : (
        <div>
          <label htmlFor={`${ids}-search`} className="field-label">
            Find a university
          </label>
          <input
            id={`${ids}-search`}
            name="university"
            className="field-input"
            type="search"
            autoComplete="off"
            value={search}
            aria-invalid={universityError ? true : undefined}
            aria-describedby={universityError ? `${ids}-university-error` : undefined}
            onChange={(event) => setSearch(event.target.value)}
          />
          {lookupFailed ? (
            <p className="mt-1 text-sm text-muted">Universities could not be searched right now.</p>
          ) : null}
          {found.length > 0 ? (
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line" aria-label="Universities found">
              {found.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-surface-muted"
                    onClick={() => {
                      onChange({ id: item.id, slug: item.slug, name: item.name }, null);
                      setSearch('');
                      setFound([]);
                    }}
                  >
                    {item.name} <span className="text-muted">· {item.country.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {universityError ? (
        <p id={`${ids}-university-error`} className="field-error">
          {universityError}
        </p>
      ) : null}
      {university ? (
        <div>
          <label htmlFor={`${ids}-course`} className="field-label">
            Course
          </label>
          <select
            id={`${ids}-course`}
            name="course"
            className="field-input"
            value={course?.slug ?? ''}
            aria-invalid={courseError ? true : undefined}
            onChange={(event) => {
              const picked = courses.find((item) => item.slug === event.target.value);
              onChange(university, picked ? { id: picked.id, slug: picked.slug, name: picked.name } : null);
            }}
          >
            <option value="">Any course</option>
            {course && !courses.some((item) => item.slug === course.slug) ? (
              <option value={course.slug}>{course.name}</option>
            ) : null}
            {courses.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
          {courseError ? <p className="field-error">{courseError}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
