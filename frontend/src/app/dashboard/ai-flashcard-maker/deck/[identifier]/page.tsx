import type { Metadata } from 'next';
import { DeckView } from '@/modules/flashcards/views/deck-view';

export const metadata: Metadata = { title: 'Flashcards', robots: { index: false } };

export default async function DeckPage({ params }: { params: Promise<{ identifier: string }> }) {
  const { identifier } = await params;
  return <DeckView identifier={identifier} />;
}
