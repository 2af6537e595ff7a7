'use client';

import { X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { SessionUser } from '@/modules/auth/session-user';
import { SearchBox } from '@/modules/search/components/search-box';
import { useBodyScrollLock, useFocusTrap } from '@/modules/shell/hooks/use-focus-trap';
import { PointsBalanceLink } from '@/modules/shell/components/points-balance-link';
import { Sidebar } from './sidebar';

/** The sidebar as a modal drawer on small screens; closes on Escape, backdrop press or navigation. */
export function SidebarDrawer({ user, isOpen, onClose }: { user: SessionUser; isOpen: boolean; onClose: () => void }) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const openedAt = useRef(pathname);

  useFocusTrap(panelRef, isOpen);
  useBodyScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen) return;
    openedAt.current = pathname;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // Only when it opens: navigation is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && pathname !== openedAt.current) onClose();
  }, [isOpen, pathname, onClose]);

  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="absolute inset-y-0 left-0 flex w-[min(20rem,calc(100%-3rem))] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-end px-3 pt-3">
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close dashboard menu</span>
          </button>
        </div>
        <div className="flex flex-col gap-3 px-3 sm:hidden">
          <SearchBox onNavigate={onClose} />
          <PointsBalanceLink userId={user.id} className="self-start" />
        </div>
        <div className="flex-1">
          <Sidebar layout="drawer" headingId={headingId} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
