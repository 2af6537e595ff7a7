import type { FlashcardDeckDetail } from '@studyhub/contracts';
import { cache } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

export type PublicDeck =
  { kind: 'found'; deck: FlashcardDeckDetail } | { kind: 'missing' } | { kind: 'unavailable'; message: string };

/** What /ai-flashcard-maker/{slug} shows, asked once per render (metadata and page share it). */
export const loadPublicDeck = cache(async (slug: string): Promise<PublicDeck> => {
  const found = await fetchFromGateway<FlashcardDeckDetail>(`/flashcards/public/${encodeURIComponent(slug)}`);
  if (found.ok) return { kind: 'found', deck: found.data };
  if (found.status === 404 || found.status === 400) return { kind: 'missing' };
  return { kind: 'unavailable', message: found.message };
});
