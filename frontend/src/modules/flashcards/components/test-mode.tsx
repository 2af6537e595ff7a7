'use client';

import type { Flashcard } from '@studyhub/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { judgeAnswer } from '../study/answer-matching';
import { buildTest, type TestQuestion } from '../study/study-deck';
import { CardText } from './card-text';

const TEST_SIZE = 10;

function isRight(question: TestQuestion, given: string | undefined): boolean {
  if (given === undefined) return false;
  if (question.kind === 'choice') return given === question.answer;
  if (question.kind === 'written') return judgeAnswer(given, question.answer) !== 'wrong';
  return (given === 'true') === question.isTrue;
}

/** Test: up to ten questions (multiple choice, written and true/false) answered together, then a score. */
export function TestMode({ cards }: { cards: readonly Flashcard[] }) {
  const [seed, setSeed] = useState(1);
  const questions = useMemo(() => buildTest(cards, TEST_SIZE, seed), [cards, seed]);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  if (questions.length === 0) return <p className="text-muted">This deck has no cards yet.</p>;
  const score = questions.filter((question, index) => isRight(question, answers[index])).length;

  const set = (index: number, value: string) => setAnswers((current) => ({ ...current, [index]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
  };
  const again = () => {
    setSeed((value) => value + 1);
    setAnswers({});
    setIsSubmitted(false);
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Test">
      {isSubmitted ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-ink" data-testid="test-score">
          You scored {score} of {questions.length} ({Math.round((100 * score) / questions.length)}%).
        </p>
      ) : null}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const name = `question-${index}`;
          const result = isSubmitted ? (isRight(question, answers[index]) ? 'Right' : 'Wrong') : null;
          return (
            <li key={`${question.card.id}-${index}`} className="rounded-2xl border border-line bg-white p-4">
              <fieldset>
                <legend className="font-semibold text-ink">
                  {index + 1}. <CardText text={question.card.front} />
                </legend>
                {question.kind === 'choice' ? (
                  <div className="mt-3 grid gap-2">
                    {question.choices.map((choice) => (
                      <label key={choice} className="flex items-start gap-2 text-sm">
                        <input
                          type="radio"
                          name={name}
                          value={choice}
                          checked={answers[index] === choice}
                          onChange={() => set(index, choice)}
                          disabled={isSubmitted}
                        />
                        <span>
                          <CardText text={choice} />
                        </span>
                      </label>
                    ))}
                  </div>
                ) : question.kind === 'written' ? (
                  <input
                    aria-label={`Answer to question ${index + 1}`}
                    className="field-input mt-3"
                    value={answers[index] ?? ''}
                    onChange={(event) => set(index, event.target.value)}
                    disabled={isSubmitted}
                    autoComplete="off"
                  />
                ) : (
                  <div className="mt-3 space-y-2 text-sm">
                    <p className="text-ink">
                      <CardText text={question.shown} />
                    </p>
                    <div className="flex gap-4">
                      {(['true', 'false'] as const).map((value) => (
                        <label key={value} className="flex items-center gap-2">
                          <input
                            type="radio"
                            name={name}
                            value={value}
                            checked={answers[index] === value}
                            onChange={() => set(index, value)}
                            disabled={isSubmitted}
                          />
                          {value === 'true' ? 'True' : 'False'}
                        </label>
                      ))}
                    </div>
                  </div>
                )}
                {result ? (
                  <p className={`mt-2 text-sm font-semibold ${result === 'Right' ? 'text-success' : 'text-danger'}`}>
                    {result}
                    {result === 'Wrong' ? (
                      <span className="font-normal text-ink">
                        {' '}
                        ·{' '}
                        {question.kind === 'true-false' ? (
                          question.isTrue ? (
                            'True'
                          ) : (
                            'False'
                          )
                        ) : (
                          <CardText text={question.card.back} />
                        )}
                      </span>
                    ) : null}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {isSubmitted ? (
        <button type="button" className="btn-primary" onClick={again}>
          New test
        </button>
      ) : (
        <button type="submit" className="btn-primary">
          Submit answers
        </button>
      )}
    </form>
  );
}
