import type { Metadata } from 'next';
import { DeckCreateView } from '@/modules/flashcards/views/deck-create-view';

export const metadata: Metadata = { title: 'Create a deck', robots: { index: false } };

export default function CreateDeckPage() {
  return <DeckCreateView />;
}
