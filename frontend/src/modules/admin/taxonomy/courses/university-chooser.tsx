'use client';

import type { UniversityResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { TextField } from '@/modules/forms/components/text-field';
import { apiRequest } from '@/modules/http/api-request';

/** Finds a university of any status by name; each result links to its courses. */
export function UniversityChooser() {
  const resultsId = useId();
  const [name, setName] = useState('');
  const [found, setFound] = useState<UniversityResponse[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const text = name.trim();
    if (text.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<UniversityResponse[]>(`/admin/universities?search=${encodeURIComponent(text)}&limit=8`, {
        signal: controller.signal,
      })
        .then((result) => {
          if (controller.signal.aborted) return;
          setFailed(!result.ok);
          setFound(result.ok ? (result.data ?? []) : null);
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);

  return (
    <div>
      <TextField
        label="Find a university"
        type="search"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        maxLength={200}
        aria-controls={resultsId}
      />
      <div id={resultsId} aria-live="polite" className="mt-2 text-sm">
        {failed ? <p className="text-danger">The universities could not be searched.</p> : null}
        {found && found.length === 0 ? <p className="text-muted">No university has this name.</p> : null}
        {found && found.length > 0 ? (
          <ul className="divide-y divide-line rounded-xl border border-line bg-white" aria-label="Universities found">
            {found.map((university) => (
              <li key={university.id}>
                <Link
                  href={`/admin/courses?university_id=${university.id}`}
                  className="block px-4 py-2.5 hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  <span className="font-medium text-ink">{university.name}</span>
                  <span className="ml-2 text-xs text-muted">
                    {university.country.name} · {university.courses_count} active courses
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
