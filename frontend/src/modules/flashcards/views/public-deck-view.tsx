'use client';

import type { FlashcardDeckDetail } from '@studyhub/contracts';
import { Copy } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from '@/modules/auth/components/session-provider';
import { buildAuthHref } from '@/modules/auth/return-url';
import { useToast } from '@/modules/toast/components/toast-provider';
import { copyDeck } from '../api/flashcards-api';
import { DeckStudy } from '../components/deck-study';
import { deckPath } from '../flashcard-paths';

/**
 * /ai-flashcard-maker/{slug}: a public deck anyone can study (every mode; without an account there
 * is no schedule), with a way to copy it into one's own decks.
 */
export function PublicDeckView({ deck }: { deck: FlashcardDeckDetail }) {
  const router = useRouter();
  const pathname = usePathname();
  const { session } = useSession();
  const { showToast } = useToast();
  const isSignedIn = session.status === 'signed-in';

  const copy = async () => {
    const result = await copyDeck(deck.slug ?? deck.id).catch(() => null);
    if (!result?.ok) return showToast({ title: 'The deck could not be copied.', variant: 'error' });
    showToast({ title: 'Copied to your decks', variant: 'success' });
    router.push(deckPath(result.data.id));
  };

  return (
    <div className="page-container max-w-4xl py-10">
      <p className="eyebrow text-muted">Flashcards{deck.subject ? ` · ${deck.subject}` : ''}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{deck.title}</h1>
      {deck.description ? <p className="mt-2 text-muted">{deck.description}</p> : null}
      <p className="mt-2 text-sm text-muted">{deck.card_count} cards</p>
      <div className="mt-5 flex flex-wrap gap-2">
        {isSignedIn ? (
          <button type="button" className="btn-secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy to my decks
          </button>
        ) : (
          <Link href={buildAuthHref('/login', pathname, '')} className="btn-secondary">
            Sign in to keep a schedule or copy this deck
          </Link>
        )}
      </div>
      <div className="mt-8">
        <DeckStudy cards={deck.cards} canReview={isSignedIn} />
      </div>
    </div>
  );
}
