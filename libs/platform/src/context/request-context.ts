import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line and every event published while handling one request or message carries. */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  /** The event being handled, when the work started from a consumed event. */
  causationId?: string;
  userId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Sets the user once authentication has identified them, for the logs of the rest of the request. */
export function setContextUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts an id from a caller only when it is short and harmless in logs and headers. */
export function acceptIdOrCreate(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
