import { randomUUID } from 'node:crypto';

/**
 * What every log line and every event written while handling one request or message carries. It
 * travels explicitly (on the request, in handler arguments), never through AsyncLocalStorage: on
 * Node 20 an active AsyncLocalStorage hooks every promise of the process and halves HTTP
 * throughput (docs/adr/0007).
 */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  /** The event being handled, when the work started from a consumed event. */
  causationId?: string;
  userId?: string;
}

/** The context's ids as log fields, for `logger.child(...)`. */
export function logFieldsOf(context: RequestContext): Record<string, string> {
  return {
    request_id: context.requestId,
    correlation_id: context.correlationId,
    ...(context.causationId ? { causation_id: context.causationId } : {}),
    ...(context.userId ? { user_id: context.userId } : {}),
  };
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts an id from a caller only when it is short and harmless in logs and headers. */
export function acceptIdOrCreate(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
