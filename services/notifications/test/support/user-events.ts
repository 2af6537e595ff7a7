import { randomBytes, randomUUID } from 'node:crypto';
import { eventRegistry, type CatalogEventData, type CatalogEventType, type EventEnvelope } from '@studyhub/contracts';
import { OutboxWriter } from '@studyhub/platform';

/** Builds envelopes exactly as auth's outbox does, so they pass the consumer's validation. */
const authOutbox = new OutboxWriter('auth', eventRegistry);

export type CatalogEnvelope<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;

export function authEvent<T extends CatalogEventType>(type: T, data: CatalogEventData<T>): CatalogEnvelope<T> {
  // The writer validates `data` against the catalog at run time; the generic is only re-stated here.
  return authOutbox.envelopeOf(type, data as never) as unknown as CatalogEnvelope<T>;
}

export interface TestUser {
  userId: string;
  email: string;
  fullName: string;
}

export function newUser(fullName = 'Amara Okafor'): TestUser {
  const userId = randomUUID();
  return { userId, email: `user-${userId.slice(0, 8)}@example.org`, fullName };
}

/** A token shaped like auth's: long, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}
