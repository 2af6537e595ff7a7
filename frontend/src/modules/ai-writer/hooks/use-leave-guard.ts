'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this paper without saving them?';

/** The link a writer followed with unsaved changes, held until they choose to stay or leave. */
export interface LeaveGuard {
  pendingHref: string | null;
  stay: () => void;
  leave: () => void;
}

/**
 * Warns before unsaved work is lost: the browser's own prompt when the tab is closed or reloaded,
 * and the app's confirmation dialog (`LeaveConfirmDialog`) when a link inside the app is followed
 * (client-side navigation never fires beforeunload).
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): LeaveGuard {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || !hasUnsavedChanges()) return;
      // Held here, followed only once the writer confirms in the dialog.
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [hasUnsavedChanges]);

  const stay = useCallback(() => setPendingHref(null), []);
  const leave = useCallback(() => {
    if (pendingHref === null) return;
    setPendingHref(null);
    router.push(pendingHref);
  }, [pendingHref, router]);

  return { pendingHref, stay, leave };
}

/** Ctrl+S, or Cmd+S on a Mac, saves the paper instead of the browser's "Save page as". */
export function useSaveShortcut(save: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);
}
