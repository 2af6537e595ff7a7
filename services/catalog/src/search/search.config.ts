import { z } from 'zod';
import { positiveIntSchema } from '@studyhub/platform';

/** The search index's variables (ADR 0011); part of the catalog's env schema. */
export const searchEnvShape = {
  /** `memory`: the in-process index answers text search and suggestions; `off`: PostgreSQL alone. */
  CATALOG_SEARCH_INDEX: z.enum(['memory', 'off']).default('memory'),
  /** How often each replica reads the catalog's changes when no request asked sooner. */
  CATALOG_SEARCH_POLL_MS: positiveIntSchema.default(1000),
  /** Full rebuilds re-rank by popularity and fold the delta back into the compact lists. */
  CATALOG_SEARCH_REBUILD_MINUTES: positiveIntSchema.default(60),
};

export interface SearchSettings {
  enabled: boolean;
  pollMs: number;
  rebuildMs: number;
}

export function searchSettingsFrom(env: {
  CATALOG_SEARCH_INDEX: 'memory' | 'off';
  CATALOG_SEARCH_POLL_MS: number;
  CATALOG_SEARCH_REBUILD_MINUTES: number;
}): SearchSettings {
  return {
    enabled: env.CATALOG_SEARCH_INDEX === 'memory',
    pollMs: env.CATALOG_SEARCH_POLL_MS,
    rebuildMs: env.CATALOG_SEARCH_REBUILD_MINUTES * 60_000,
  };
}
