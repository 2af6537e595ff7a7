'use client';

import clsx from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SidePanelTab<Id extends string> {
  id: Id;
  label: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between them. */
export function SidePanelTabs<Id extends string>({
  tabs,
  active,
  onSelect,
  children,
}: {
  tabs: readonly SidePanelTab<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="rounded-2xl border border-line bg-white">
      <div role="tablist" aria-label="Paper tools" className="flex overflow-x-auto border-b border-line px-2">
        {tabs.map((tab) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              id={`paper-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={isActive ? 'paper-tab-panel' : undefined}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={clsx(
                '-mb-px min-h-11 shrink-0 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap',
                isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id="paper-tab-panel" role="tabpanel" aria-labelledby={`paper-tab-${active}`} className="p-4">
        {children}
      </div>
    </div>
  );
}
