import { LIVE_SILENCE_LIMIT_MS, LIVE_TIMEOUT_MS, reconnectDelayMs } from './live-timing';
import { createSseParser, type SseMessage } from './sse-parser';

export type LiveConnectionState = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveConnectionOptions {
  url: string;
  fetch: typeof fetch;
  onMessage: (message: SseMessage) => void;
  onStateChange?: (state: LiveConnectionState) => void;
}

export interface LiveConnection {
  start: () => void;
  stop: () => void;
  /** Skips the wait before the next attempt (the network came back). */
  reconnectNow: () => void;
}

/**
 * One server-sent event stream read with fetch rather than EventSource: EventSource hides the
 * heartbeats, gives up for good on a 401 and retries on its own schedule, while the spec wants a
 * timeout, a heartbeat watch and reconnect delays of 1, 2, 5 and 10 s (section 9, Realtime).
 *
 * A refused session (401) is retried on the same delays and never renewed from here: the session
 * provider renews ahead of expiry and signs out when the session is over, which unmounts the
 * listeners and stops the stream. A forced renewal from here would sign the page out whenever the
 * stream alone was refused.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  let isStopped = true;
  let attempt = 0;
  let state: LiveConnectionState = 'stopped';
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveConnectionState) => {
    state = next;
    options.onStateChange?.(next);
  };

  /** Aborts the attempt in flight when nothing arrives within `limitMs`. */
  const watch = (current: AbortController, limitMs: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => current.abort(), limitMs);
  };

  const scheduleRetry = () => {
    setState('waiting');
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };

  const readStream = async (body: ReadableStream<Uint8Array>, current: AbortController) => {
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || current.signal.aborted) return;
      watch(current, LIVE_SILENCE_LIMIT_MS);
      for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
        // The gateway greets every accepted stream: the next drop starts the delays over.
        if (message.event === 'ready') attempt = 0;
        options.onMessage(message);
      }
    }
  };

  const connect = async (): Promise<void> => {
    if (isStopped) return;
    setState('connecting');
    const current = new AbortController();
    controller = current;
    watch(current, LIVE_TIMEOUT_MS);
    try {
      const response = await options.fetch(options.url, {
        headers: { accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: current.signal,
      });
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}.`);
      setState('open');
      watch(current, LIVE_SILENCE_LIMIT_MS);
      await readStream(response.body, current);
    } catch {
      // Aborted by the watchdog or stop(), or the network failed: the retry below decides.
    }
    clearTimeout(watchdog);
    if (isStopped || controller !== current) return;
    scheduleRetry();
  };

  function stop() {
    isStopped = true;
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
    controller?.abort();
    controller = null;
    if (state !== 'stopped') setState('stopped');
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      attempt = 0;
      void connect();
    },
    stop,
    reconnectNow() {
      if (isStopped || state !== 'waiting') return;
      clearTimeout(retryTimer);
      void connect();
    },
  };
}
