import { now, sleep } from './clock';
import type { HandledMessage } from './ipc';
import { summarize, type Summary } from './stats';

export interface DeliveryCounts {
  sent: number;
  handled: number;
  lost: number;
  /** Deliveries of a message that had already been handled (inbox duplicates or redeliveries). */
  repeated: number;
}

/**
 * Matches what a producer sent (id and time) with what the consumer host handled (id and time on
 * its clock, corrected by the measured offset), for latency, throughput and loss.
 */
export class DeliveryTracker {
  private readonly sent = new Map<string, number>();
  private readonly handled = new Map<string, number>();
  private repeated = 0;
  private lastHandledAt = 0;

  constructor(private readonly hostClockOffsetMs: number) {}

  markSent(id: string, at: number): void {
    this.sent.set(id, at);
  }

  onHandled(message: HandledMessage): void {
    for (const [id, hostAt] of message.items) {
      if (this.handled.has(id)) {
        this.repeated += 1;
        continue;
      }
      const at = hostAt - this.hostClockOffsetMs;
      this.handled.set(id, at);
      if (at > this.lastHandledAt) this.lastHandledAt = at;
    }
  }

  /**
   * Waits until every sent message was handled, as long as handling makes progress: gives up after
   * `idleMs` without a newly handled message (or `maxMs` in all). False when some are missing.
   */
  async settle(idleMs: number, maxMs = 120_000): Promise<boolean> {
    const deadline = now() + maxMs;
    let lastCount = this.handled.size;
    let lastProgressAt = now();
    while (this.missing() > 0 && now() < deadline && now() - lastProgressAt < idleMs) {
      await sleep(50);
      if (this.handled.size !== lastCount) {
        lastCount = this.handled.size;
        lastProgressAt = now();
      }
    }
    return this.missing() === 0;
  }

  /** Sent-to-handled latency of the messages sent in [from, to). */
  latency(from: number, to = Number.POSITIVE_INFINITY): Summary {
    return summarize(this.latencySamples(from, to));
  }

  /** Send-to-handled times (ms) of the messages sent from `from` until `to`. */
  latencySamples(from: number, to = Number.POSITIVE_INFINITY): number[] {
    const samples: number[] = [];
    for (const [id, sentAt] of this.sent) {
      const handledAt = this.handled.get(id);
      if (handledAt !== undefined && sentAt >= from && sentAt < to) samples.push(handledAt - sentAt);
    }
    return samples;
  }

  /** Messages handled per second from the first send to the last handling. */
  endToEndRate(): number {
    let firstSent = Number.POSITIVE_INFINITY;
    for (const at of this.sent.values()) if (at < firstSent) firstSent = at;
    return this.handledCount() / ((this.lastHandledAt - firstSent) / 1000);
  }

  counts(): DeliveryCounts {
    return { sent: this.sent.size, handled: this.handledCount(), lost: this.missing(), repeated: this.repeated };
  }

  private handledCount(): number {
    let count = 0;
    for (const id of this.sent.keys()) if (this.handled.has(id)) count += 1;
    return count;
  }

  private missing(): number {
    return this.sent.size - this.handledCount();
  }
}
