'use client';

import type { Flashcard } from '@studyhub/contracts';
import { useEffect, useMemo, useState } from 'react';
import { matchTiles, type MatchTile } from '../study/study-deck';
import { CardText } from './card-text';

const PAIRS = 6;
const TICK_MS = 100;

/** Match: each front paired with its back against the clock; a wrong pair adds a second. */
export function MatchMode({ cards }: { cards: readonly Flashcard[] }) {
  const [round, setRound] = useState(1);
  const tiles = useMemo(() => matchTiles(cards, PAIRS, round), [cards, round]);
  const [selected, setSelected] = useState<MatchTile | null>(null);
  const [matched, setMatched] = useState<Set<string>>(new Set());
  const [wrong, setWrong] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [penalty, setPenalty] = useState(0);
  const pairCount = tiles.length / 2;
  const isDone = pairCount > 0 && matched.size === pairCount;

  useEffect(() => {
    if (startedAt === null || isDone) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt, isDone]);

  if (pairCount < 2) return <p className="text-muted">Match needs a deck of at least two cards.</p>;
  const seconds = startedAt === null ? 0 : Math.max(0, now - startedAt) / 1000 + penalty;

  const pick = (tile: MatchTile) => {
    if (matched.has(tile.cardId) || isDone) return;
    if (startedAt === null) {
      setStartedAt(Date.now());
      setNow(Date.now());
    }
    if (!selected) return setSelected(tile);
    if (selected.key === tile.key) return setSelected(null);
    if (selected.cardId === tile.cardId && selected.side !== tile.side) {
      setMatched((current) => new Set(current).add(tile.cardId));
      setWrong(null);
    } else {
      setWrong(tile.key);
      setPenalty((value) => value + 1);
    }
    setSelected(null);
  };

  const restart = () => {
    setRound((value) => value + 1);
    setSelected(null);
    setMatched(new Set());
    setStartedAt(null);
    setPenalty(0);
    setWrong(null);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite" data-testid="match-timer">
        {isDone
          ? `All ${pairCount} pairs matched in ${seconds.toFixed(1)} s.`
          : `${seconds.toFixed(1)} s · ${matched.size} of ${pairCount} pairs`}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Tiles to match">
        {tiles.map((tile) => {
          const isMatched = matched.has(tile.cardId);
          return (
            <li key={tile.key}>
              <button
                type="button"
                onClick={() => pick(tile)}
                disabled={isMatched}
                aria-pressed={selected?.key === tile.key}
                className={`min-h-24 w-full rounded-xl border p-3 text-sm ${
                  isMatched
                    ? 'border-transparent bg-success-50 text-muted'
                    : selected?.key === tile.key
                      ? 'border-brand-600 bg-brand-50'
                      : wrong === tile.key
                        ? 'border-danger bg-white'
                        : 'border-line bg-white hover:bg-surface-muted'
                }`}
              >
                <CardText text={tile.text} />
              </button>
            </li>
          );
        })}
      </ul>
      {isDone ? (
        <button type="button" className="btn-primary" onClick={restart}>
          Play again
        </button>
      ) : null}
    </div>
  );
}
