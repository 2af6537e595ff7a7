/** Polls `probe` until it is true or `stop()` is called; never rejects on its own. */
export function pollUntil(probe: () => Promise<boolean>, intervalMs = 100): { done: Promise<boolean>; stop(): void } {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      if (await probe().catch(() => false)) return true;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    return false;
  })();
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
