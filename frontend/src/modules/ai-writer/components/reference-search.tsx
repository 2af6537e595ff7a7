'use client';

import {
  REFERENCE_SEARCH_LIMITS,
  referenceSearchCost,
  searchSourcesSchema,
  type SourceCandidate,
  type SourceSearchResult,
} from '@studyhub/contracts';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { paidFailureOf } from '@/modules/ai-tools/offer/paid-failure';
import { PaidRefusalAlert } from '@/modules/ai-tools/offer/paid-refusal-alert';
import type { PaidRefusal } from '@/modules/ai-tools/offer/paid-refusal';
import { useAiToolsOffer } from '@/modules/ai-tools/offer/use-ai-tools-offer';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { formatPointsLabel } from '@/modules/points/format-points';
import { refreshPointsBalance } from '@/modules/points/hooks/use-points-balance';
import { addSource, searchSources } from '../api/paper-sources-api';

const SEARCH_FAILED = 'The search did not work. Nothing was charged; please try again.';
const ADD_FAILED = 'The source could not be added.';
const COUNTS = Array.from({ length: REFERENCE_SEARCH_LIMITS.maxResults }, (_, index) => index + 1);

/**
 * Finding published works on a topic (5 points for each one found, spec section 9), then adding
 * the chosen ones to the paper's sources by their DOI.
 */
export function ReferenceSearch({ paperId, onAdded }: { paperId: string; onAdded: () => void }) {
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number>(REFERENCE_SEARCH_LIMITS.defaultResults);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PaidRefusal | null>(null);
  const { offer } = useAiToolsOffer();
  const price = referenceSearchCost(count, offer.prices);
  const [isSearching, setIsSearching] = useState(false);
  const [result, setResult] = useState<SourceSearchResult | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [addError, setAddError] = useState<string | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = searchSourcesSchema.safeParse({ query, count, quoted_points: price });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SEARCH_FAILED);
    setError(null);
    setRefusal(null);
    setIsSearching(true);
    const answer = await searchSources(paperId, parsed.data, crypto.randomUUID());
    setIsSearching(false);
    if (!answer.ok) {
      const failure = paidFailureOf(answer, SEARCH_FAILED);
      return failure.refusal ? setRefusal(failure.refusal) : setError(failure.message);
    }
    setResult(answer.data);
    setAdded(new Set());
    void refreshPointsBalance();
  };

  const add = async (candidate: SourceCandidate) => {
    setAddError(null);
    const answer = await addSource(paperId, { kind: 'doi', doi: candidate.item.DOI, item: candidate.item });
    if (!answer.ok) return setAddError(failureMessage(answer, ADD_FAILED));
    setAdded((current) => new Set(current).add(candidate.item.DOI));
    onAdded();
  };

  return (
    <section aria-labelledby="reference-search-heading" className="grid gap-3">
      <h3 id="reference-search-heading" className="text-sm font-semibold text-ink">
        Find sources
      </h3>
      <form noValidate onSubmit={(event) => void search(event)} className="grid gap-3" aria-label="Find sources">
        <TextField label="Topic" value={query} onChange={(event) => setQuery(event.target.value)} />
        <SelectField
          label="How many"
          value={String(count)}
          hint={`Up to ${formatPointsLabel(price)}: you pay for the ones found.`}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {refusal ? <PaidRefusalAlert refusal={refusal} /> : null}
        <button type="submit" className="btn-secondary" disabled={isSearching} aria-busy={isSearching}>
          <Search aria-hidden="true" className="size-4" />
          {isSearching ? 'Searching…' : 'Search'}
        </button>
      </form>
      {result ? (
        <div className="grid gap-2" data-testid="reference-results">
          <p role="status" className="text-sm text-muted">
            {result.candidates.length === 0
              ? 'Nothing found in your year range. Nothing was charged.'
              : `${result.candidates.length} found · ${formatPointsLabel(result.points_charged)} charged · balance ${formatPointsLabel(result.balance)}`}
          </p>
          {addError ? <FormAlert>{addError}</FormAlert> : null}
          <ul className="grid gap-2" aria-label="Sources found">
            {result.candidates.map((candidate) => {
              const isInLibrary = candidate.in_library || added.has(candidate.item.DOI);
              return (
                <li key={candidate.item.DOI} className="rounded-xl border border-line bg-white p-3 text-sm">
                  <p className="text-ink">{candidate.formatted.text || candidate.item.title}</p>
                  {isInLibrary ? (
                    <p className="mt-2 text-xs font-semibold text-success">In your sources</p>
                  ) : (
                    <button
                      type="button"
                      className="btn-ghost mt-1 min-h-9 px-2 py-1"
                      onClick={() => void add(candidate)}
                    >
                      Add<span className="sr-only"> {candidate.item.title}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
