'use client';

import type { AiToolsOffer } from '@studyhub/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '@/modules/http/api-request';
import { DEFAULT_AI_TOOLS_OFFER, readAiToolsOffer } from './ai-tools-offer';

/** How long a read offer is used before a page that mounts reads it again. */
const FRESH_FOR_MS = 30_000;

interface OfferSnapshot {
  offer: AiToolsOffer;
  /** False while nothing was read yet in this tab. */
  isLoaded: boolean;
}

let snapshot: OfferSnapshot | null = null;
let loadedAt = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads `GET /api/ai-tools/offer` now (after a 409 PRICE_CHANGED or 403 TOOL_CLOSED, or when a page
 * mounts with an old copy). A failed read keeps the last offer, or the spec's prices when there is none.
 */
export function reloadAiToolsOffer(): Promise<void> {
  inFlight ??= (async () => {
    const result = await apiRequest<unknown>('/ai-tools/offer').catch(() => null);
    const offer = result?.ok ? readAiToolsOffer(result.data) : null;
    if (offer) {
      snapshot = { offer, isLoaded: true };
      loadedAt = Date.now();
    } else if (!snapshot) {
      snapshot = { offer: DEFAULT_AI_TOOLS_OFFER, isLoaded: true };
    }
    for (const listener of listeners) listener();
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The prices in force and which tools are open, shared by every component of the tab. `initial` is
 * what the server read for the page (its landing page), shown until this tab reads its own copy.
 */
export function useAiToolsOffer(initial?: AiToolsOffer): OfferSnapshot {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  useEffect(() => {
    if (Date.now() - loadedAt > FRESH_FOR_MS) void reloadAiToolsOffer();
  }, []);
  if (current) return current;
  return { offer: initial ?? DEFAULT_AI_TOOLS_OFFER, isLoaded: initial !== undefined };
}
