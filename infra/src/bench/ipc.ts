/** Messages between a benchmark and the host processes it forks (servers, consumers). */
export interface HostMessage {
  type: string;
  [key: string]: unknown;
}

export interface ReadyMessage extends HostMessage {
  type: 'ready';
  port?: number;
}

export interface PongMessage extends HostMessage {
  type: 'pong';
  sentAt: number;
  hostNow: number;
}

export interface CpuMessage extends HostMessage {
  type: 'cpu';
  /** CPU time (user + system) since the last `cpu-mark`, in ms. */
  cpuMs: number;
  wallMs: number;
}

/** Events a consumer host handled: [event or message id, wall-clock ms in the host]. */
export interface HandledMessage extends HostMessage {
  type: 'handled';
  items: [string, number][];
}

export function isHostMessage(value: unknown): value is HostMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Effect rows the outbox consumer wrote: all of them and distinct event ids. */
export interface EffectsMessage extends HostMessage {
  type: 'effects';
  total: number;
  distinct: number;
  /** Mean time from delivery to the handler's commit (EventConsumer's own histogram). */
  meanHandleMs: number;
}
