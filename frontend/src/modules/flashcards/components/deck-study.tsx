'use client';

import type { Flashcard, FlashcardReviewResult } from '@studyhub/contracts';
import { useState } from 'react';
import { FlipMode } from './flip-mode';
import { LearnMode } from './learn-mode';
import { MatchMode } from './match-mode';
import { TestMode } from './test-mode';

const MODES = [
  { id: 'flip', label: 'Flip cards' },
  { id: 'learn', label: 'Learn' },
  { id: 'test', label: 'Test' },
  { id: 'match', label: 'Match' },
] as const;
type Mode = (typeof MODES)[number]['id'];

/** The study modes of a deck as tabs; a visitor without an account gets them all, without a schedule. */
export function DeckStudy({
  cards,
  canReview,
  onReviewed,
}: {
  cards: readonly Flashcard[];
  canReview: boolean;
  onReviewed?: (result: FlashcardReviewResult) => void;
}) {
  const [mode, setMode] = useState<Mode>('flip');
  return (
    <section aria-label="Study">
      <div role="tablist" aria-label="Study modes" className="flex flex-wrap gap-2 border-b border-line pb-3">
        {MODES.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`mode-${item.id}`}
            aria-selected={mode === item.id}
            aria-controls="study-panel"
            onClick={() => setMode(item.id)}
            className={mode === item.id ? 'btn-primary' : 'btn-secondary'}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="study-panel" aria-labelledby={`mode-${mode}`} className="mt-5">
        {mode === 'flip' ? (
          <FlipMode cards={cards} canReview={canReview} {...(onReviewed ? { onReviewed } : {})} />
        ) : mode === 'learn' ? (
          <LearnMode cards={cards} canReview={canReview} />
        ) : mode === 'test' ? (
          <TestMode cards={cards} />
        ) : (
          <MatchMode cards={cards} />
        )}
      </div>
    </section>
  );
}
