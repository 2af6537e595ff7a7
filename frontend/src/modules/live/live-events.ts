import type { LiveStreamName } from '@studyhub/contracts';
import { createLiveConnection, type LiveConnection } from './live-connection';

/** `ready` greets each accepted stream (and each reconnect); the others carry the user's events. */
export type LiveEventName = LiveStreamName | 'ready';
type LiveHandler = (data: unknown) => void;

export const LIVE_STREAM_URL = '/api/events/stream';
/** Route changes unmount and remount listeners; the stream outlives such a gap. */
const IDLE_CLOSE_MS = 5_000;

const handlers = new Map<LiveEventName, Set<LiveHandler>>();
let connection: LiveConnection | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function listenerCount(): number {
  let count = 0;
  for (const set of handlers.values()) count += set.size;
  return count;
}

function dispatch(event: string, rawData: string): void {
  const listeners = handlers.get(event as LiveEventName);
  if (!listeners || listeners.size === 0) return;
  let data: unknown;
  try {
    data = JSON.parse(rawData);
  } catch {
    return;
  }
  for (const listener of [...listeners]) listener(data);
}

function liveConnection(): LiveConnection {
  if (connection) return connection;
  const created = createLiveConnection({
    url: LIVE_STREAM_URL,
    fetch: (input, init) => window.fetch(input, init),
    onMessage: (message) => dispatch(message.event, message.data),
  });
  window.addEventListener('online', () => created.reconnectNow());
  connection = created;
  return created;
}

/**
 * Listens to one kind of the signed-in user's live events (GET /api/events/stream). The page
 * holds one stream however many listeners it has; it opens with the first and closes a little
 * after the last leaves.
 */
export function subscribeToLiveEvent(event: LiveEventName, handler: LiveHandler): () => void {
  let listeners = handlers.get(event);
  if (!listeners) {
    listeners = new Set();
    handlers.set(event, listeners);
  }
  listeners.add(handler);
  clearTimeout(idleTimer);
  liveConnection().start();
  return () => {
    listeners.delete(handler);
    if (listenerCount() > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => connection?.stop(), IDLE_CLOSE_MS);
  };
}

/** Opens the stream again with the current session's cookies (another user signed in). */
export function restartLiveEvents(): void {
  if (!connection) return;
  connection.stop();
  if (listenerCount() > 0) connection.start();
}
