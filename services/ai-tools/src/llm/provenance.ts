/** Who produced an answer: code alone, a model alone, or a model's output checked or completed by code. */
export type Engine = 'offline' | 'llm' | 'hybrid';

/** Attached to every answer of an AI feature, so nothing passes a model's work off as checked, or the reverse. */
export interface Provenance {
  engine: Engine;
  /** The model that produced it; null for offline answers. */
  model: string | null;
}

export const OFFLINE: Provenance = Object.freeze({ engine: 'offline', model: null });

export function byModel(model: string): Provenance {
  return { engine: 'llm', model };
}

/**
 * The provenance of an answer built from several parts: offline alone stays offline, a model's
 * part alone stays llm, both together are hybrid. Parts from different models name them all.
 */
export function combineProvenance(parts: readonly Provenance[]): Provenance {
  const models = [...new Set(parts.map((part) => part.model).filter((model): model is string => model !== null))];
  const hasOffline = parts.some((part) => part.engine !== 'llm');
  if (models.length === 0) return OFFLINE;
  const model = models.join(', ');
  return { engine: hasOffline || parts.some((part) => part.engine === 'hybrid') ? 'hybrid' : 'llm', model };
}
