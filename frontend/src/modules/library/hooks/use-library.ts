'use client';

import { useCallback, useEffect, useState } from 'react';
import type { LibraryResponse, LibraryTab } from '@studyhub/contracts';
import { fetchLibrary, LIBRARY_LOAD_FAILED } from '../api/library-api';
import type { LibraryCounts } from '../library-rules';

export type LibraryState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; library: LibraryResponse };

/**
 * The library for one tab, loaded again whenever the tab changes. The tab counts of the last
 * answer stay while the next tab loads, so the tab bar does not flicker.
 */
export function useLibrary(tab: LibraryTab): { state: LibraryState; counts: LibraryCounts | null; reload: () => void } {
  // Tagged with the tab it answers, so a tab switch never shows the previous tab's list for a render.
  const [loaded, setLoaded] = useState<{ tab: LibraryTab; state: LibraryState } | null>(null);
  const [counts, setCounts] = useState<LibraryCounts | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    fetchLibrary(tab, controller.signal).then(
      (load) => {
        if (controller.signal.aborted) return;
        if (load.ok) {
          setLoaded({ tab, state: { status: 'ready', library: load.library } });
          setCounts(load.library.counts);
        } else {
          setLoaded({ tab, state: { status: 'error', message: load.message } });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : LIBRARY_LOAD_FAILED;
        setLoaded({ tab, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [tab, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state: LibraryState = loaded?.tab === tab ? loaded.state : { status: 'loading' };
  return { state, counts, reload };
}
