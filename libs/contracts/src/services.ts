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

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
