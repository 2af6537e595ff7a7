'use client';

import type { ExternalUniversityResponse } from '@studyhub/contracts';
import { useEffect, useId, useState } from 'react';
import { TextField } from '@/modules/forms/components/text-field';
import { apiRequest } from '@/modules/http/api-request';

/** Spec section 9: search debounce. */
const DEBOUNCE_MS = 300;

type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; universities: ExternalUniversityResponse[] }
  | { state: 'failed' };

/**
 * Searches the bundled list of the world's universities by name (spec section 7) and hands the
 * chosen one to the form, which prefills a new, pending university from it.
 */
export function ExternalUniversitySearch({ onPick }: { onPick: (university: ExternalUniversityResponse) => void }) {
  const resultsId = useId();
  const [name, setName] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  useEffect(() => {
    const text = name.trim();
    if (text.length < 2) {
      setLookup({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'searching' });
      apiRequest<ExternalUniversityResponse[]>(`/universities/external?name=${encodeURIComponent(text)}&limit=10`, {
        signal: controller.signal,
      })
        .then((result) => {
          if (controller.signal.aborted) return;
          setLookup(result.ok ? { state: 'found', universities: result.data ?? [] } : { state: 'failed' });
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);

  return (
    <section aria-labelledby={`${resultsId}-title`} className="rounded-2xl border border-line bg-surface-muted p-4">
      <h2 id={`${resultsId}-title`} className="font-semibold text-ink">
        Import from the universities list
      </h2>
      <p className="mt-1 text-sm text-muted">
        Find a university in the bundled list of the world&apos;s universities to fill in its name and country.
      </p>
      <div className="mt-3">
        <TextField
          label="University name"
          type="search"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          maxLength={200}
          aria-controls={resultsId}
        />
      </div>
      <div id={resultsId} aria-live="polite" className="mt-3 text-sm">
        {lookup.state === 'searching' ? <p className="text-muted">Searching…</p> : null}
        {lookup.state === 'failed' ? <p className="text-danger">Failed to fetch universities</p> : null}
        {lookup.state === 'found' && lookup.universities.length === 0 ? (
          <p className="text-muted">No university in the list has this name.</p>
        ) : null}
        {lookup.state === 'found' && lookup.universities.length > 0 ? (
          <ul
            className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white"
            aria-label="Universities found"
          >
            {lookup.universities.map((university) => (
              <li key={`${university.name}-${university.alpha_two_code}`}>
                <button
                  type="button"
                  className="w-full px-4 py-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted"
                  onClick={() => onPick(university)}
                >
                  <span className="block font-medium text-ink">{university.name}</span>
                  <span className="block text-xs text-muted">
                    {[university['state-province'], university.country].filter(Boolean).join(', ')}
                    {university.web_pages[0] ? ` · ${university.web_pages[0]}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
