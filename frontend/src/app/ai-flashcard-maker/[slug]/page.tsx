import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { publicDeckPath } from '@/modules/flashcards/flashcard-paths';
import { loadPublicDeck } from '@/modules/flashcards/server/public-deck';
import { PublicDeckView } from '@/modules/flashcards/views/public-deck-view';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await loadPublicDeck((await params).slug);
  if (found.kind !== 'found') return missingPageMetadata('Deck not found');
  return catalogPageMetadata({
    title: `${found.deck.title} flashcards`,
    description: found.deck.description || `${found.deck.card_count} flashcards to study with spaced repetition.`,
    path: publicDeckPath(found.deck.slug ?? (await params).slug),
  });
}

/** A public deck: anyone may study it; a private or unknown slug is a 404. */
export default async function PublicDeckPage({ params }: Params) {
  const found = await loadPublicDeck((await params).slug);
  if (found.kind === 'missing') notFound();
  if (found.kind === 'unavailable') throw new Error(found.message);
  return <PublicDeckView deck={found.deck} />;
}
