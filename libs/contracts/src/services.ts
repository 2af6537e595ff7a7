/** The eight domain services. Each owns its database `studyhub_<name with underscores>`. */
export const SERVICE_NAMES = [
  'auth',
  'catalog',
  'orders',
  'points-ledger',
  'document-processing',
  'ai-tools',
  'notifications',
  'content',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything that may produce an event: the services plus the gateway. */
export type ProducerName = ServiceName | 'gateway';

/**
 * Everything that may hold a durable queue for an event: the services plus the gateway, which
 * keeps the access revocation list from account events (ADR 0036).
 */
export const CONSUMER_NAMES = [...SERVICE_NAMES, 'gateway'] as const;
export type ConsumerName = (typeof CONSUMER_NAMES)[number];

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
