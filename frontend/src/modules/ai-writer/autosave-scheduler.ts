/** The timer functions the scheduler uses; the browser's by default, Jest's fake ones in tests. */
export interface SchedulerTimers {
  setTimeout: (callback: () => void, delayMs: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AutosaveScheduler {
  /** Something changed: the save runs `delayMs` after the last change, so typing keeps pushing it back. */
  markChanged: () => void;
  /** Save now (Ctrl/Cmd+S, the Save button, leaving): the pending timer is dropped. */
  flush: () => void;
  /** Forget the pending save without running it (the paper was replaced by a restore or reload). */
  cancel: () => void;
  readonly isPending: boolean;
}

const browserTimers: SchedulerTimers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Spec section 4: "Autosave is debounced 20 s" (PAPER_AUTOSAVE_DELAY_MS). */
export function createAutosaveScheduler(
  save: () => void,
  delayMs: number,
  timers: SchedulerTimers = browserTimers,
): AutosaveScheduler {
  let handle: unknown = null;

  function clear(): void {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  }

  return {
    markChanged() {
      clear();
      handle = timers.setTimeout(() => {
        handle = null;
        save();
      }, delayMs);
    },
    flush() {
      clear();
      save();
    },
    cancel: clear,
    get isPending() {
      return handle !== null;
    },
  };
}
