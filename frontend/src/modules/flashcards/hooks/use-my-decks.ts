'use client';

import type { FlashcardDeckSummary } from '@studyhub/contracts';
import { usePagedList } from '@/modules/tables/use-paged-list';
import { fetchMyDecks } from '../api/flashcards-api';

export const DECKS_LOAD_FAILED = 'Your decks could not be loaded.';

/** One page of the student's decks, most recently changed first. */
export function useMyDecks(page: number) {
  return usePagedList<FlashcardDeckSummary>(page, fetchMyDecks, DECKS_LOAD_FAILED);
}
