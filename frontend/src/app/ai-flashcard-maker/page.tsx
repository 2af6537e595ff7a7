import type { Metadata } from 'next';
import { FlashcardsLandingView } from '@/modules/flashcards/views/flashcards-landing-view';

export const metadata: Metadata = {
  title: 'AI Flashcard Maker',
  description:
    'Turn notes or a document into flashcards, each linked to its page, and study them with spaced repetition (FSRS): flip cards, learn, test and match. Import and export CSV and Anki decks.',
};

export default function AiFlashcardMakerPage() {
  return <FlashcardsLandingView />;
}
