'use client';

import type { OutlineEntry } from './rich-text-editor';

/** The paper's headings; choosing one puts the cursor there. */
export function OutlinePanel({ entries, onSelect }: { entries: OutlineEntry[]; onSelect: (index: number) => void }) {
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted">
        Headings you add (or an outline the AI writes) appear here, so you can jump between sections.
      </p>
    );
  }
  return (
    <nav aria-label="Outline">
      <ol className="grid gap-1">
        {entries.map((entry, index) => (
          <li key={index} style={{ paddingLeft: `${(entry.level - 1) * 0.75}rem` }}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              className="w-full rounded-md px-2 py-1 text-left text-sm text-ink hover:bg-surface-muted"
            >
              {entry.text || 'Untitled heading'}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
