'use client';

import type { Flashcard, FlashcardRating } from '@studyhub/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { reviewCard } from '../api/flashcards-api';
import { judgeAnswer, type AnswerVerdict } from '../study/answer-matching';
import { choiceQuestion, seededRandom, shuffled } from '../study/study-deck';
import { CardText } from './card-text';

const VERDICT_TEXT: Record<AnswerVerdict, string> = {
  correct: 'Correct!',
  almost: 'Almost: counted as right.',
  wrong: 'Not quite.',
};
/** A learn answer feeds the schedule too: right is Good, nearly right Hard, wrong Again. */
const VERDICT_RATING: Record<AnswerVerdict, FlashcardRating> = { correct: 3, almost: 2, wrong: 1 };

/**
 * Learn: each card's front, answered by choosing among four backs (distractors from other cards) or
 * by typing it (tolerant: case, accents, punctuation and small typos do not count). Turns alternate.
 */
export function LearnMode({ cards, canReview }: { cards: readonly Flashcard[]; canReview: boolean }) {
  const order = useMemo(() => shuffled(cards, seededRandom(cards.length * 7919 + 17)), [cards]);
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<AnswerVerdict | null>(null);
  const [score, setScore] = useState({ right: 0, answered: 0 });
  const card = order[index % Math.max(order.length, 1)];
  const hasChoices = new Set(cards.map((item) => item.back)).size >= 2;
  const isChoice = hasChoices && index % 2 === 0;
  const question = useMemo(
    () => (card && isChoice ? choiceQuestion(card, cards, seededRandom(index + 1)) : null),
    [card, cards, index, isChoice],
  );
  if (!card) return <p className="text-muted">This deck has no cards yet.</p>;

  const answer = (given: string) => {
    if (verdict) return;
    const result = isChoice ? (given === card.back ? 'correct' : 'wrong') : judgeAnswer(given, card.back);
    setVerdict(result);
    setScore((value) => ({ right: value.right + (result === 'wrong' ? 0 : 1), answered: value.answered + 1 }));
    if (canReview) void reviewCard(card.id, VERDICT_RATING[result]).catch(() => null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer(typed);
  };

  const next = () => {
    setIndex((value) => value + 1);
    setTyped('');
    setVerdict(null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite">
        {score.right} of {score.answered} right
      </p>
      <div className="rounded-2xl border border-line-strong bg-white p-6">
        <p className="eyebrow text-muted">{isChoice ? 'Choose the answer' : 'Type the answer'}</p>
        <p className="mt-2 text-xl font-semibold text-ink" data-testid="learn-prompt">
          <CardText text={card.front} />
        </p>
      </div>
      {question ? (
        <div role="group" aria-label="Choices" className="grid gap-2">
          {question.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              onClick={() => answer(choice)}
              disabled={verdict !== null}
              className={`rounded-xl border p-3 text-left text-sm ${
                verdict && choice === card.back
                  ? 'border-success bg-success-50'
                  : 'border-line bg-white hover:bg-surface-muted'
              }`}
            >
              <CardText text={choice} />
            </button>
          ))}
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="learn-answer">
            Your answer
          </label>
          <input
            id="learn-answer"
            className="field-input flex-1"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={verdict !== null}
            autoComplete="off"
          />
          <button type="submit" className="btn-primary" disabled={verdict !== null || typed.trim() === ''}>
            Check
          </button>
        </form>
      )}
      {verdict ? (
        <div role="status" className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
          <p className="font-semibold text-ink">{VERDICT_TEXT[verdict]}</p>
          {verdict !== 'correct' ? (
            <p className="mt-1 text-ink">
              Answer: <CardText text={card.back} />
            </p>
          ) : null}
          <button type="button" className="btn-primary mt-3" onClick={next}>
            Continue
          </button>
        </div>
      ) : null}
    </div>
  );
}
