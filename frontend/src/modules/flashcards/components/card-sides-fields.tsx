'use client';

import type { ChangeEvent } from 'react';

export interface CardSides {
  front: string;
  back: string;
}

/**
 * The front and back of card `index` (from 0), labelled "Front 1" and "Back 1": single lines in the
 * quick hand-made deck, text areas in the deck editor.
 */
export function CardSidesFields({
  cardKey,
  index,
  sides,
  onChange,
  multiline = false,
}: {
  cardKey: string;
  index: number;
  sides: CardSides;
  onChange: (change: Partial<CardSides>) => void;
  multiline?: boolean;
}) {
  return (
    <>
      {(['front', 'back'] as const).map((side) => {
        const id = `${cardKey}-${side}`;
        const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange({ [side]: event.target.value });
        return (
          <div key={side}>
            <label htmlFor={id} className="field-label">
              {side === 'front' ? 'Front' : 'Back'} {index + 1}
            </label>
            {multiline ? (
              <textarea id={id} className="field-input" value={sides[side]} onChange={change} />
            ) : (
              <input id={id} className="field-input" value={sides[side]} onChange={change} />
            )}
          </div>
        );
      })}
    </>
  );
}
