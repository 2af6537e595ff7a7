'use client';

import {
  FLASHCARD_RETENTION_MAX,
  FLASHCARD_RETENTION_MIN,
  type FlashcardDeckDetail,
  type FlashcardVisibility,
} from '@studyhub/contracts';
import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { exportHref, importCards, removeCardImage, saveDeck, uploadCardImage } from '../api/flashcards-api';
import { CardSidesFields } from './card-sides-fields';

interface CardDraft {
  key: string;
  id?: string;
  front: string;
  back: string;
  tags: string;
  imageUrl: string | null;
}

const SAVE_FAILED = 'The deck could not be saved.';

function draftsOf(deck: FlashcardDeckDetail): CardDraft[] {
  return deck.cards.map((card) => ({
    key: card.id,
    id: card.id,
    front: card.front,
    back: card.back,
    tags: card.tags.join(' '),
    imageUrl: card.image_url,
  }));
}

/** Moves one item of a list up or down. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/**
 * The deck's edit screen: its settings, then its cards in order (edit, add, remove, move up or
 * down, an image per saved card), saved together; import adds a CSV or Anki file's cards, export
 * downloads the deck.
 */
export function DeckEditor({
  deck,
  onSaved,
}: {
  deck: FlashcardDeckDetail;
  onSaved: (deck: FlashcardDeckDetail) => void;
}) {
  const { showToast } = useToast();
  const id = useId();
  const [title, setTitle] = useState(deck.title);
  const [description, setDescription] = useState(deck.description);
  const [subject, setSubject] = useState(deck.subject);
  const [visibility, setVisibility] = useState<FlashcardVisibility>(deck.visibility);
  const [retention, setRetention] = useState(deck.desired_retention);
  const [cards, setCards] = useState<CardDraft[]>(() => draftsOf(deck));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const importInput = useRef<HTMLInputElement>(null);

  const update = (key: string, change: Partial<CardDraft>) =>
    setCards((current) => current.map((card) => (card.key === key ? { ...card, ...change } : card)));

  const reset = (saved: FlashcardDeckDetail) => {
    setCards(draftsOf(saved));
    onSaved(saved);
  };

  const save = async () => {
    setIsSaving(true);
    setError(null);
    const result = await saveDeck(deck.id, {
      title,
      description,
      subject,
      visibility,
      desired_retention: retention,
      cards: cards.map((card) => ({
        ...(card.id ? { id: card.id } : {}),
        front: card.front,
        back: card.back,
        tags: card.tags.split(/\s+/).filter(Boolean),
      })),
    }).catch(() => null);
    setIsSaving(false);
    if (!result?.ok) return setError(result ? failureMessage(result, SAVE_FAILED) : SAVE_FAILED);
    reset(result.data);
    showToast({ title: 'Deck saved', variant: 'success' });
  };

  const setImage = async (card: CardDraft, file: File | undefined) => {
    if (!card.id || !file) return;
    const result = await uploadCardImage(deck.id, card.id, file).catch(() => null);
    if (!result?.ok)
      return setError(
        result ? failureMessage(result, 'The image could not be added.') : 'The image could not be added.',
      );
    update(card.key, { imageUrl: result.data.cards.find((item) => item.id === card.id)?.image_url ?? null });
  };

  const dropImage = async (card: CardDraft) => {
    if (!card.id) return;
    const result = await removeCardImage(deck.id, card.id).catch(() => null);
    if (result?.ok) update(card.key, { imageUrl: null });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const result = await importCards(deck.id, file).catch(() => null);
    if (importInput.current) importInput.current.value = '';
    if (!result?.ok)
      return setError(
        result ? failureMessage(result, 'The file could not be imported.') : 'The file could not be imported.',
      );
    reset(result.data.deck);
    showToast({
      title: `${result.data.imported} cards imported`,
      ...(result.data.skipped > 0
        ? { description: `${result.data.skipped} rows without a front and a back were skipped.` }
        : {}),
      variant: 'success',
    });
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-settings`} className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <h2 id={`${id}-settings`} className="text-lg font-bold text-ink">
          Deck
        </h2>
        <div>
          <label htmlFor={`${id}-title`} className="field-label">
            Title
          </label>
          <input
            id={`${id}-title`}
            className="field-input"
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="field-label">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            className="field-input"
            value={description}
            maxLength={2000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-subject`} className="field-label">
              Subject
            </label>
            <input
              id={`${id}-subject`}
              className="field-input"
              value={subject}
              maxLength={100}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-visibility`} className="field-label">
              Visibility
            </label>
            <select
              id={`${id}-visibility`}
              className="field-input"
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as FlashcardVisibility)}
            >
              <option value="private">Private</option>
              <option value="public">Public: anyone with the link can study it</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-retention`} className="field-label">
              Desired retention: {Math.round(retention * 100)}%
            </label>
            <input
              id={`${id}-retention`}
              type="range"
              className="w-full"
              min={FLASHCARD_RETENTION_MIN}
              max={FLASHCARD_RETENTION_MAX}
              step={0.01}
              value={retention}
              onChange={(event) => setRetention(Number(event.target.value))}
            />
            <p className="mt-1 text-xs text-muted">Higher means more frequent reviews and fewer cards forgotten.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-cards`} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-cards`} className="text-lg font-bold text-ink">
            Cards ({cards.length})
          </h2>
          <div className="flex flex-wrap gap-2">
            <label className="btn-secondary cursor-pointer">
              Import CSV or Anki
              <input
                ref={importInput}
                type="file"
                accept=".csv,.txt,.apkg,text/csv"
                className="sr-only"
                onChange={(event) => void importFile(event.target.files?.[0])}
              />
            </label>
            <a className="btn-secondary" href={exportHref(deck.id, 'csv')} download>
              Export CSV
            </a>
            <a className="btn-secondary" href={exportHref(deck.id, 'apkg')} download>
              Export Anki
            </a>
          </div>
        </div>
        <ol className="space-y-3">
          {cards.map((card, index) => (
            <li key={card.key} data-testid="card-editor" className="rounded-2xl border border-line bg-white p-4">
              <div className="grid gap-3 sm:grid-cols-2">
                <CardSidesFields
                  cardKey={card.key}
                  index={index}
                  sides={card}
                  onChange={(change) => update(card.key, change)}
                  multiline
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <label htmlFor={`${card.key}-tags`} className="sr-only">
                  Tags of card {index + 1}
                </label>
                <input
                  id={`${card.key}-tags`}
                  className="field-input max-w-xs"
                  placeholder="Tags, separated by spaces"
                  value={card.tags}
                  onChange={(event) => update(card.key, { tags: event.target.value })}
                />
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`Move card ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => setCards((current) => moved(current, index, -1))}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`Move card ${index + 1} down`}
                  disabled={index === cards.length - 1}
                  onClick={() => setCards((current) => moved(current, index, 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                {card.id ? (
                  <label className="btn-ghost cursor-pointer">
                    <ImagePlus aria-hidden="true" className="size-4" />
                    <span>{card.imageUrl ? 'Replace image' : 'Add image'}</span>
                    <input
                      type="file"
                      accept="image/png,image/jpeg,image/webp,image/gif"
                      className="sr-only"
                      onChange={(event) => void setImage(card, event.target.files?.[0])}
                    />
                  </label>
                ) : (
                  <span className="text-xs text-muted">Save to add an image</span>
                )}
                {card.imageUrl ? (
                  <span className="flex items-center gap-2">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a signed address of a private file */}
                    <img src={card.imageUrl} alt={`Card ${index + 1}`} className="h-10 rounded" />
                    <button
                      type="button"
                      className="btn-ghost"
                      aria-label={`Remove the image of card ${index + 1}`}
                      onClick={() => void dropImage(card)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                ) : null}
                <button
                  type="button"
                  className="btn-ghost ml-auto text-danger"
                  aria-label={`Delete card ${index + 1}`}
                  onClick={() => setCards((current) => current.filter((item) => item.key !== card.key))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            setCards((current) => [
              ...current,
              { key: crypto.randomUUID(), front: '', back: '', tags: '', imageUrl: null },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a card
        </button>
      </section>

      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="sticky bottom-0 flex justify-end border-t border-line bg-surface py-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void save()}
          disabled={isSaving}
          aria-busy={isSaving}
        >
          {isSaving ? 'Saving…' : 'Save deck'}
        </button>
      </div>
    </div>
  );
}
