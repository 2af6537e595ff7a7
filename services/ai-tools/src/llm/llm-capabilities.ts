import { LlmCallError } from './llm-call-error';
import type { AttemptOptions, OpenAiClient } from './openai.client';

export interface LlmCapabilities {
  streaming: boolean;
  jsonSchema: boolean;
  embeddings: boolean;
  logprobs: boolean;
  /** Log-probabilities of a given text (completions with echo): what the AI detector's hybrid engine needs. */
  promptLogprobs: boolean;
}

export interface ProbeResult {
  capabilities: LlmCapabilities;
  /** False when a probe could not get an answer (down, 5xx, 429, timeout): probed again later. */
  isComplete: boolean;
  probedAt: Date;
}

/** Why a probe failed decides what we learnt: a refusal (4xx) means "cannot", anything else "unknown". */
type ProbeOutcome = 'yes' | 'no' | 'unknown';

const PROBE_SCHEMA = {
  name: 'probe',
  schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'], additionalProperties: false },
};

const PROBE_PROMPT = 'The students met in the library after class to compare their notes.';

/**
 * Asks the endpoint, with five tiny requests, what it can do. An endpoint may accept a parameter
 * and ignore it, so each probe checks the answer too (JSON that parses, logprobs present, vectors).
 */
export async function probeCapabilities(
  client: OpenAiClient,
  models: { chat: string; embeddings: string; detector: string },
  timeoutMs: number,
): Promise<ProbeResult> {
  const options: AttemptOptions = { timeoutMs };
  const messages = [{ role: 'user' as const, content: 'Answer with {"ok": true}.' }];
  const [streaming, jsonSchema, embeddings, logprobs, promptLogprobs] = await Promise.all([
    outcomeOf(async () => {
      for await (const piece of client.chatStream({ model: models.chat, messages, maxTokens: 1 }, options)) {
        if (piece.kind === 'end') return true;
      }
      return false;
    }),
    outcomeOf(async () => {
      const answer = await client.chat(
        { model: models.chat, messages, maxTokens: 20, jsonSchema: PROBE_SCHEMA, temperature: 0 },
        options,
      );
      return isJson(answer.text);
    }),
    outcomeOf(async () => (await client.embed(models.embeddings, ['probe'], options)).some((v) => v.length > 0)),
    outcomeOf(
      async () =>
        (await client.chat({ model: models.chat, messages, maxTokens: 1, logprobs: true }, options)).hasLogprobs,
    ),
    // Most of the prompt's words must come back scored: an endpoint that ignores `echo` scores only its answer.
    outcomeOf(async () => (await client.scorePrompt(models.detector, PROBE_PROMPT, options)).tokens.length >= 6),
  ]);
  const outcomes = { streaming, jsonSchema, embeddings, logprobs, promptLogprobs };
  return {
    capabilities: {
      streaming: streaming === 'yes',
      jsonSchema: jsonSchema === 'yes',
      embeddings: embeddings === 'yes',
      logprobs: logprobs === 'yes',
      promptLogprobs: promptLogprobs === 'yes',
    },
    isComplete: Object.values(outcomes).every((outcome) => outcome !== 'unknown'),
    probedAt: new Date(),
  };
}

async function outcomeOf(probe: () => Promise<boolean>): Promise<ProbeOutcome> {
  try {
    return (await probe()) ? 'yes' : 'no';
  } catch (error) {
    return error instanceof LlmCallError && error.kind === 'rejected' ? 'no' : 'unknown';
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** How soon an incomplete answer is probed again: `firstRetryMs`, doubling with each incomplete answer in a row, up to `maxRetryMs`. */
export interface ProbeBackoff {
  firstRetryMs: number;
  maxRetryMs: number;
}

/**
 * The probe's answer, kept for the life of the process: one probe at start, shared by every caller
 * (concurrent callers wait for the same probe). An incomplete answer is used meanwhile and replaced
 * by a new probe once its backoff has passed: soon at first, since a probe that timed out may only
 * have met a busy process or an endpoint still starting, and less often while the endpoint stays down.
 */
export class CapabilityCache {
  private current: Promise<ProbeResult> | undefined;
  private incompleteInARow = 0;

  constructor(
    private readonly probe: () => Promise<ProbeResult>,
    private readonly backoff: ProbeBackoff = { firstRetryMs: 2_000, maxRetryMs: 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<ProbeResult> {
    const pending = this.current;
    if (pending) {
      const result = await pending;
      if (result.isComplete || this.now() - result.probedAt.getTime() < this.retryDelayMs()) return result;
      // Another caller already started the new probe while this one waited.
      if (this.current !== pending && this.current) return this.current;
    }
    this.current = this.probeAndCount();
    return this.current;
  }

  private async probeAndCount(): Promise<ProbeResult> {
    const result = await this.probe();
    this.incompleteInARow = result.isComplete ? 0 : this.incompleteInARow + 1;
    return result;
  }

  private retryDelayMs(): number {
    const doublings = Math.max(0, this.incompleteInARow - 1);
    return Math.min(this.backoff.firstRetryMs * 2 ** doublings, this.backoff.maxRetryMs);
  }
}
