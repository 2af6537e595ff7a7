'use client';

import { useId } from 'react';
import { Formula } from './formula';

/** A LaTeX input with a live KaTeX preview; the formula goes into the question as a math block. */
export function FormulaField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const latex = value.trim();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Formula (optional, LaTeX)
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="\frac{d}{dx}\left(x^3 \sin x\right)"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        className="field-input font-mono"
        maxLength={2000}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Write it without dollar signs, e.g. <code className="font-mono">x^2 + 2x - 3 = 0</code> or{' '}
        <code className="font-mono">
          \sqrt{'{'}2{'}'}
        </code>
        .
      </p>
      {latex ? (
        <div
          role="group"
          aria-label="Formula preview"
          data-testid="formula-preview"
          className="mt-2 rounded-lg border border-line bg-surface-muted px-3 py-2"
        >
          <Formula latex={latex} isDisplay />
        </div>
      ) : null}
    </div>
  );
}
