'use client';

import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsidePress } from '../hooks/use-dismiss';

interface DisclosureMenuProps {
  /** Visible button content. */
  label: ReactNode;
  /** Extra words for screen readers appended to the button name (e.g. "account menu"). */
  srSuffix?: string;
  /** The panel's content; every link or button inside is reachable with the arrow keys. */
  children: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
  /** Shows the chevron after the label. */
  hasChevron?: boolean;
}

const FOCUSABLE_ITEM = 'a[href], button:not([disabled])';

/**
 * Navigation disclosure (WAI-ARIA disclosure pattern, as recommended for site navigation rather
 * than role="menu"): a button toggles a panel of links. Escape closes and returns focus, arrow
 * keys, Home and End move between items, leaving by Tab or clicking outside closes it.
 */
export function DisclosureMenu({
  label,
  srSuffix,
  children,
  align = 'start',
  buttonClassName,
  panelClassName,
  hasChevron = true,
}: DisclosureMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => setIsOpen(false), []);
  useOutsidePress(containerRef, isOpen, close);

  // Following a link closes the menu.
  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE_ITEM) ?? []);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    const wrapped = (index + list.length) % list.length;
    list[wrapped]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const toLast = event.key === 'ArrowUp';
      setIsOpen(true);
      // The panel mounts on the next frame when it was closed.
      requestAnimationFrame(() => focusItem(toLast ? -1 : 0));
    }
  };

  const onContainerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!panelRef.current?.contains(document.activeElement)) return;
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      default:
        break;
    }
  };

  return (
    // Key and focus events bubble here from the button and the links; the wrapper is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onContainerKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && next instanceof Node && !containerRef.current?.contains(next)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onButtonKeyDown}
        className={clsx(
          'inline-flex min-h-10 items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 aria-expanded:bg-brand-50 aria-expanded:text-brand-800',
          buttonClassName,
        )}
      >
        {label}
        {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
        {hasChevron ? (
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
          />
        ) : null}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className={clsx(
          'absolute top-full z-50 mt-2 rounded-xl border border-line bg-white p-2 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
