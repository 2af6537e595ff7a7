'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { createDeck } from '../api/flashcards-api';
import { CardSidesFields } from '../components/card-sides-fields';
import { GenerateForm } from '../components/generate-form';
import { deckEditPath } from '../flashcard-paths';

const CREATE_FAILED = 'The deck could not be created.';

/** /dashboard/ai-flashcard-maker/deck/create: a deck typed by hand, or generated from notes or a document. */
export function DeckCreateView() {
  const router = useRouter();
  const { showToast } = useToast();
  const id = useId();
  const [title, setTitle] = useState('');
  const [cards, setCards] = useState([{ key: 'first', front: '', back: '' }]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setError('Please give the deck a title.');
    const filled = cards.filter((card) => card.front.trim() !== '' || card.back.trim() !== '');
    setIsSaving(true);
    setError(null);
    const result = await createDeck({
      title,
      cards: filled.map((card) => ({ front: card.front, back: card.back, tags: [] })),
    }).catch(() => null);
    setIsSaving(false);
    if (!result?.ok) return setError(result ? failureMessage(result, CREATE_FAILED) : CREATE_FAILED);
    showToast({ title: 'Deck created', variant: 'success' });
    router.push(deckEditPath(result.data.id));
  };

  const update = (key: string, change: Partial<{ front: string; back: string }>) =>
    setCards((current) => current.map((card) => (card.key === key ? { ...card, ...change } : card)));

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Create a deck</h1>

      <section aria-labelledby={`${id}-generate`} className="mt-8">
        <h2 id={`${id}-generate`} className="text-xl font-bold text-ink">
          Generate from notes or a document
        </h2>
        <div className="mt-4 rounded-2xl border border-line bg-white p-5">
          <GenerateForm />
        </div>
      </section>

      <section aria-labelledby={`${id}-hand`} className="mt-10">
        <h2 id={`${id}-hand`} className="text-xl font-bold text-ink">
          Or write it by hand
        </h2>
        <form
          onSubmit={(event) => void submit(event)}
          className="mt-4 space-y-4 rounded-2xl border border-line bg-white p-5"
          aria-label="Create a deck by hand"
        >
          <div>
            <label htmlFor={`${id}-title`} className="field-label">
              Deck title
            </label>
            <input
              id={`${id}-title`}
              className="field-input"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          {cards.map((card, index) => (
            <div key={card.key} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <CardSidesFields
                cardKey={card.key}
                index={index}
                sides={card}
                onChange={(change) => update(card.key, change)}
              />
              <button
                type="button"
                className="btn-ghost self-end"
                aria-label={`Remove card ${index + 1}`}
                onClick={() => setCards((current) => current.filter((item) => item.key !== card.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setCards((current) => [...current, { key: crypto.randomUUID(), front: '', back: '' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a card
          </button>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div>
            <button type="submit" className="btn-primary" disabled={isSaving} aria-busy={isSaving}>
              {isSaving ? 'Creating…' : 'Create deck'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
