type Cleanup = () => Promise<void>;

const cleanups = new Set<Cleanup>();

/**
 * Registers what must be undone if the run is interrupted (Ctrl-C) before the benchmark's own
 * `finally` does it: databases, queues, host processes. Returns the function that unregisters it.
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup (newest first), each at most `timeoutMs`. */
export async function runCleanups(timeoutMs = 20_000): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.race([
      cleanup().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
  }
}

/** Runs `body`, then `cleanup` (also on failure, and on Ctrl-C while `body` runs). */
export async function guarded<T>(body: () => Promise<T>, cleanup: Cleanup): Promise<T> {
  const unregister = onInterrupt(cleanup);
  try {
    return await body();
  } finally {
    unregister();
    await cleanup();
  }
}
