'use client';

import { useCallback, useEffect, useState } from 'react';
import { fetchCartDocument } from '../api/checkout-api';
import type { DocumentCheck } from '../checkout-rules';

/**
 * Asks the catalog about each cart document (current price, already owned, still for sale).
 * `recheck` asks again, e.g. after the API said a document is already purchased.
 */
export function useDocumentChecks(ids: readonly string[]): {
  checks: ReadonlyMap<string, DocumentCheck>;
  recheck: () => Promise<ReadonlyMap<string, DocumentCheck>>;
} {
  const [checks, setChecks] = useState<ReadonlyMap<string, DocumentCheck>>(new Map());
  const key = ids.join(',');

  const run = useCallback(
    async (signal?: AbortSignal) => {
      const entries = await Promise.all(
        (key ? key.split(',') : []).map(async (id): Promise<[string, DocumentCheck]> => {
          try {
            const result = await fetchCartDocument(id, signal);
            if (result.ok) return [id, { status: 'found', document: result.data }];
            return [id, result.status === 404 ? { status: 'missing' } : { status: 'error' }];
          } catch (error) {
            if (signal?.aborted) throw error;
            return [id, { status: 'error' }];
          }
        }),
      );
      const next = new Map(entries);
      if (!signal?.aborted) setChecks(next);
      return next;
    },
    [key],
  );

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [run]);

  const recheck = useCallback(() => run(), [run]);
  return { checks, recheck };
}
