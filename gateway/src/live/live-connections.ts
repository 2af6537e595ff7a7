import type { LiveStreamName } from '@studyhub/contracts';

export interface LiveSink {
  /** Writes one SSE message; returns false when the connection is gone. */
  send(message: string): boolean;
  close(): void;
}

/** Formats one server-sent event. Data is JSON on one line, so it never needs splitting. */
export function formatSse(fields: { id?: string; event?: string; data?: unknown; retry?: number }): string {
  let text = '';
  if (fields.id) text += `id: ${fields.id}\n`;
  if (fields.event) text += `event: ${fields.event}\n`;
  if (fields.retry !== undefined) text += `retry: ${fields.retry}\n`;
  if (fields.data !== undefined) text += `data: ${JSON.stringify(fields.data)}\n`;
  return `${text}\n`;
}

/** The open live streams of this gateway replica, by user. */
export class LiveConnections {
  private readonly byUser = new Map<string, Set<LiveSink>>();

  constructor(private readonly maxPerUser: number) {}

  /** Adds a stream; the user's oldest one is closed when they already hold the maximum. */
  add(userId: string, sink: LiveSink): () => void {
    let sinks = this.byUser.get(userId);
    if (!sinks) {
      sinks = new Set();
      this.byUser.set(userId, sinks);
    }
    if (sinks.size >= this.maxPerUser) {
      const oldest = sinks.values().next().value;
      if (oldest) {
        sinks.delete(oldest);
        oldest.close();
      }
    }
    sinks.add(sink);
    return () => this.remove(userId, sink);
  }

  deliver(userId: string, stream: LiveStreamName, id: string, data: unknown): number {
    const sinks = this.byUser.get(userId);
    if (!sinks) return 0;
    const message = formatSse({ id, event: stream, data });
    let delivered = 0;
    for (const sink of [...sinks]) {
      if (sink.send(message)) delivered += 1;
      else this.remove(userId, sink);
    }
    return delivered;
  }

  broadcast(message: string): void {
    for (const [userId, sinks] of this.byUser) {
      for (const sink of [...sinks]) if (!sink.send(message)) this.remove(userId, sink);
    }
  }

  count(): number {
    let total = 0;
    for (const sinks of this.byUser.values()) total += sinks.size;
    return total;
  }

  /** Ends every stream of one user on this replica (their access ended, ADR 0036). */
  closeUser(userId: string): number {
    const sinks = this.byUser.get(userId);
    if (!sinks) return 0;
    this.byUser.delete(userId);
    for (const sink of sinks) sink.close();
    return sinks.size;
  }

  closeAll(): void {
    for (const sinks of this.byUser.values()) for (const sink of sinks) sink.close();
    this.byUser.clear();
  }

  private remove(userId: string, sink: LiveSink): void {
    const sinks = this.byUser.get(userId);
    if (!sinks) return;
    sinks.delete(sink);
    if (sinks.size === 0) this.byUser.delete(userId);
  }
}
