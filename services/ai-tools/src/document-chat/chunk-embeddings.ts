import type { Logger } from 'pino';
import type { LlmGateway } from '../llm/llm-gateway.service';

/** Passages per embeddings call. */
export const EMBEDDING_BATCH = 64;

/**
 * Embeddings of the passages when the endpoint offers them (its capability probe says so), one
 * vector per passage, in order; null when it does not, or when a call fails: the session then
 * searches by full text alone, which is logged, never a failure of the session.
 */
export async function embedPassages(
  llm: LlmGateway,
  logger: Logger,
  input: { userId: string; texts: readonly string[]; signal?: AbortSignal },
): Promise<{ vectors: number[][]; model: string } | null> {
  if (!llm.isConfigured || input.texts.length === 0) return null;
  const { capabilities } = await llm.status();
  if (!capabilities.embeddings) return null;
  const vectors: number[][] = [];
  let model = '';
  try {
    for (let at = 0; at < input.texts.length; at += EMBEDDING_BATCH) {
      const answer = await llm.embed({
        userId: input.userId,
        feature: 'chat',
        texts: input.texts.slice(at, at + EMBEDDING_BATCH),
        ...(input.signal ? { signal: input.signal } : {}),
      });
      vectors.push(...answer.vectors);
      model = answer.model;
    }
  } catch (error) {
    logger.warn({ err: error, passages: input.texts.length }, 'passage embeddings failed; full-text search only');
    return null;
  }
  const dimensions = vectors[0]?.length ?? 0;
  if (vectors.length !== input.texts.length || dimensions === 0 || vectors.some((v) => v.length !== dimensions)) {
    logger.warn({ passages: input.texts.length, vectors: vectors.length }, 'embeddings of unexpected shape; ignored');
    return null;
  }
  return { vectors, model };
}

/** The question's embedding for a session that has passage embeddings of the same model; else null. */
export async function embedQuestion(
  llm: LlmGateway,
  logger: Logger,
  input: { userId: string; question: string; model: string; signal?: AbortSignal },
): Promise<number[] | null> {
  if (!llm.isConfigured) return null;
  try {
    const status = await llm.status();
    if (!status.capabilities.embeddings || status.embeddingsModel !== input.model) return null;
    const answer = await llm.embed({
      userId: input.userId,
      feature: 'chat',
      texts: [input.question],
      ...(input.signal ? { signal: input.signal } : {}),
    });
    const vector = answer.vectors[0];
    return vector && vector.length > 0 ? vector : null;
  } catch (error) {
    logger.warn({ err: error }, 'question embedding failed; full-text search only');
    return null;
  }
}
