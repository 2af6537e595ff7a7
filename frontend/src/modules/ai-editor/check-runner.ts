import type { EditorCheckResponse } from '@studyhub/contracts';
import { createAutosaveScheduler, type SchedulerTimers } from '../ai-writer/autosave-scheduler';
import type { ApiResult } from '@/modules/http/api-result';

/** The checks run this long after the student stops typing. */
export const CHECK_DEBOUNCE_MS = 800;

export interface CheckRunnerDeps {
  check: (text: string, signal: AbortSignal) => Promise<ApiResult<EditorCheckResponse>>;
  /** The document's plain text now. */
  readText: () => string;
  /** A check of `text` came back and the document still reads `text`. */
  onResult: (text: string, response: EditorCheckResponse | null) => void;
  onError: (message: string) => void;
  onBusy?: (isBusy: boolean) => void;
  timers?: SchedulerTimers;
}

export interface CheckRunner {
  /** The text changed: check it once typing has paused for CHECK_DEBOUNCE_MS. */
  textChanged: () => void;
  /** Check now (the Check button, a fix just applied, a word added to the dictionary). */
  runNow: () => void;
  dispose: () => void;
}

/**
 * When the editor's checks run, and which answers count. Offsets in an answer describe the text
 * that was sent; an answer for a text the student has changed since is dropped (the change has
 * already scheduled the next check), and a newer check aborts the one on its way.
 */
export function createCheckRunner(deps: CheckRunnerDeps): CheckRunner {
  let inFlight: AbortController | null = null;
  let isDisposed = false;

  const run = () => {
    if (isDisposed) return;
    inFlight?.abort();
    const text = deps.readText();
    // The checker refuses an empty text; an empty document simply has nothing to show.
    if (text.trim() === '') {
      inFlight = null;
      deps.onBusy?.(false);
      deps.onResult(text, null);
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    deps.onBusy?.(true);
    deps.check(text, controller.signal).then(
      (result) => {
        if (controller.signal.aborted || isDisposed) return;
        inFlight = null;
        deps.onBusy?.(false);
        if (!result.ok) return deps.onError(result.error.message);
        if (deps.readText() !== text) return;
        deps.onResult(text, result.data);
      },
      () => {
        if (controller.signal.aborted || isDisposed) return;
        inFlight = null;
        deps.onBusy?.(false);
      },
    );
  };

  const scheduler = createAutosaveScheduler(run, CHECK_DEBOUNCE_MS, deps.timers);
  return {
    textChanged: () => scheduler.markChanged(),
    runNow: () => scheduler.flush(),
    dispose: () => {
      isDisposed = true;
      scheduler.cancel();
      inFlight?.abort();
    },
  };
}
