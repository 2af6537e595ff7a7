import type { Metadata } from 'next';
import { DeckEditView } from '@/modules/flashcards/views/deck-edit-view';

export const metadata: Metadata = { title: 'Edit deck', robots: { index: false } };

export default async function EditDeckPage({ params }: { params: Promise<{ identifier: string }> }) {
  const { identifier } = await params;
  return <DeckEditView identifier={identifier} />;
}
