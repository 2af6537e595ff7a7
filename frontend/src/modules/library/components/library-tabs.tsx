'use client';

import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { LIBRARY_TABS, type LibraryTab } from '@studyhub/contracts';
import { LIBRARY_TAB_LABELS, tabAfterKey, tabCount, type LibraryCounts } from '../library-rules';

export const libraryTabId = (tab: LibraryTab) => `library-tab-${tab}`;
export const LIBRARY_PANEL_ID = 'library-panel';

/** The five library tabs (WAI-ARIA tabs, automatic activation), each with its count once known. */
export function LibraryTabs({
  active,
  counts,
  onSelect,
}: {
  active: LibraryTab;
  counts: LibraryCounts | null;
  onSelect: (tab: LibraryTab) => void;
}) {
  const tabRefs = useRef(new Map<LibraryTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Library"
      className="-mx-1 mt-6 flex gap-1 overflow-x-auto border-b border-line px-1"
    >
      {LIBRARY_TABS.map((tab) => {
        const isActive = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            id={libraryTabId(tab)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={isActive ? LIBRARY_PANEL_ID : undefined}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
            className={clsx(
              '-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
              isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {LIBRARY_TAB_LABELS[tab]}
            {counts ? (
              <span
                data-testid="tab-count"
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  isActive ? 'bg-brand-100 text-brand-800' : 'bg-surface-muted text-muted',
                )}
              >
                {tabCount(counts, tab).toLocaleString('en-US')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
