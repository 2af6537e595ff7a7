'use client';

import clsx from 'clsx';
import { FileText, HelpCircle, Search } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useOutsidePress } from '@/modules/shell/hooks/use-dismiss';
import { useInstantSearch } from '../hooks/use-instant-search';
import {
  activeIndexAfterKey,
  buildNoResultsMessage,
  buildSearchPageHref,
  documentHref,
  questionHref,
} from '../search-query';

interface SearchOption {
  key: string;
  kind: 'document' | 'question';
  label: string;
  detail?: string;
  href: string;
}

/**
 * Header search with instant suggestions (ARIA 1.2 combobox with a listbox popup).
 * Opens on focus or typing; closes on outside click, Escape, leaving by Tab, or choosing a result.
 */
export function SearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [rawQuery, setRawQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { query, isLoading, results } = useInstantSearch(rawQuery);

  const options = useMemo<SearchOption[]>(
    () => [
      ...results.documents.map((document) => ({
        key: `document-${document.id}`,
        kind: 'document' as const,
        label: document.title,
        ...(document.detail ? { detail: document.detail } : {}),
        href: documentHref(document),
      })),
      ...results.questions.map((question) => ({
        key: `question-${question.id}`,
        kind: 'question' as const,
        label: question.question,
        ...(question.detail ? { detail: question.detail } : {}),
        href: questionHref(question),
      })),
    ],
    [results],
  );

  // A fresh answer listing the same options (the same query asked again) keeps the keyboard's place.
  const optionKeys = options.map((option) => option.key).join('\n');
  useEffect(() => setActiveIndex(-1), [optionKeys]);
  // Keeps the keyboard's option in sight on short screens, where the dropdown scrolls.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);
  useEffect(() => setIsOpen(false), [pathname]);

  const close = useCallback(() => {
    setIsOpen(false);
    setActiveIndex(-1);
  }, []);
  useOutsidePress(containerRef, isOpen, close);

  const navigate = (href: string) => {
    close();
    onNavigate?.();
    router.push(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = buildSearchPageHref(rawQuery);
    if (href) navigate(href);
  };

  const isListShown = isOpen && !isLoading && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
        // A closed list opens on its first (or last) option, as if no option had been active.
        const from = isOpen ? activeIndex : -1;
        setActiveIndex(activeIndexAfterKey(from, event.key, options.length) ?? -1);
        break;
      }
      case 'Enter': {
        const option = isListShown ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          navigate(option.href);
        }
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  const statusText = !query
    ? ''
    : isLoading
      ? ''
      : options.length === 0
        ? buildNoResultsMessage(query)
        : `${results.documents.length} documents and ${results.questions.length} questions found`;

  const documentOptions = options.filter((option) => option.kind === 'document');
  const questionOptions = options.filter((option) => option.kind === 'question');
  const activeOption = isListShown ? options[activeIndex] : undefined;

  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    const Icon = option.kind === 'document' ? FileText : HelpCircle;
    return (
      // Keyboard selection lives on the combobox input (aria-activedescendant); a click is the
      // pointer equivalent of Enter there.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={option.key}
        id={`${baseId}-option-${index}`}
        role="option"
        tabIndex={-1}
        aria-selected={index === activeIndex}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => navigate(option.href)}
        onMouseMove={() => setActiveIndex(index)}
        className={clsx(
          'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm text-ink',
          index === activeIndex && 'bg-brand-50 text-brand-900',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="line-clamp-2">{option.label}</span>
          {option.detail ? <span className="block text-xs text-muted">{option.detail}</span> : null}
        </span>
      </div>
    );
  };

  return (
    // Focus events bubble here from the input and the options; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className={clsx('relative', className)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !containerRef.current?.contains(next)) close();
      }}
    >
      <form role="search" aria-label="Site search" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search documents and homework questions
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={isListShown}
          aria-controls={isListShown ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${baseId}-option-${activeIndex}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search documents and questions"
          value={rawQuery}
          onChange={(event) => {
            setRawQuery(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-lg border border-line-strong bg-white pr-3 pl-9 text-sm text-ink placeholder:text-muted focus:border-brand-600"
        />
      </form>

      {isOpen ? (
        <div
          data-testid="search-dropdown"
          className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white p-2 shadow-lg"
        >
          {!query ? (
            <p className="px-3 py-2 text-sm text-muted">Type to search documents and homework questions.</p>
          ) : isLoading ? (
            <p className="px-3 py-2 text-sm text-muted">Searching…</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-ink" data-testid="search-empty">
              {buildNoResultsMessage(query)}
            </p>
          ) : (
            <div id={listboxId} role="listbox" aria-label="Search suggestions" className="flex flex-col gap-1">
              {documentOptions.length > 0 ? (
                <div role="group" aria-label="Documents" className="flex flex-col">
                  <div
                    aria-hidden="true"
                    className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                  >
                    Documents
                  </div>
                  {documentOptions.map(renderOption)}
                </div>
              ) : null}
              {questionOptions.length > 0 ? (
                <div role="group" aria-label="Homework questions" className="flex flex-col">
                  <div
                    aria-hidden="true"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                  >
                    Homework questions
                  </div>
                  {questionOptions.map(renderOption)}
                </div>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {isOpen ? statusText : ''}
      </p>
    </div>
  );
}
