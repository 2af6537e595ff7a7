'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { DASHBOARD_MODE_KEY, parseDashboardMode } from '../dashboard-preferences';
import type { DashboardMode } from '../sidebar-items';

const listeners = new Set<() => void>();
/** Used when storage is unavailable (private mode): the choice then lasts until the page reloads. */
let memoryMode: DashboardMode = 'student';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DASHBOARD_MODE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readMode(): DashboardMode {
  try {
    return parseDashboardMode(window.localStorage.getItem(DASHBOARD_MODE_KEY));
  } catch {
    return memoryMode;
  }
}

/** Student or seller, kept in localStorage and shared by every sidebar and tab. */
export function useDashboardMode(): [DashboardMode, (mode: DashboardMode) => void] {
  const mode = useSyncExternalStore(subscribe, readMode, () => 'student' as const);
  const setMode = useCallback((next: DashboardMode) => {
    memoryMode = next;
    try {
      window.localStorage.setItem(DASHBOARD_MODE_KEY, next);
    } catch {
      // Kept in memory instead.
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode];
}
