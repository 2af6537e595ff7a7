import { createHash } from 'node:crypto';
import type { ServiceEnv } from '@studyhub/platform';

/**
 * The blog's Redis key prefix, scoped by database so two deployments (or test runs) sharing one
 * Redis never read each other's entries.
 */
export function blogRedisNamespace(config: Pick<ServiceEnv, 'databaseUrl'>): string {
  const database = createHash('sha256').update(config.databaseUrl).digest('hex').slice(0, 12);
  return `content:blog:${database}`;
}
