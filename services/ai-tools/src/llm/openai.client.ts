import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import { LlmCallError, retryAfterMsOf } from './llm-call-error';

/** A part of a user message: text, or an image the model should read (a data: or https: URL). */
export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  /** Parts only in a user message, and only for endpoints that read images. */
  content: string | readonly ChatContentPart[];
}

export interface ChatRequest {
  model: string;
  messages: readonly ChatMessage[];
  maxTokens: number;
  temperature?: number;
  /** Structured output: the answer must be JSON matching this schema (strict). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  logprobs?: boolean;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatAnswer {
  text: string;
  finishReason: string | null;
  /** Null when the endpoint did not report it. */
  usage: TokenUsage | null;
  hasLogprobs: boolean;
}

/** One token of a scored prompt: where it starts in the text (UTF-16 units) and its log-probability (natural log). */
export interface PromptToken {
  offset: number;
  logprob: number;
}

export interface PromptScore {
  /** The prompt's tokens that have a log-probability (an endpoint gives none for the first). */
  tokens: PromptToken[];
  usage: TokenUsage | null;
}

export type StreamPiece =
  { kind: 'text'; text: string } | { kind: 'end'; finishReason: string; usage: TokenUsage | null };

/** Where one attempt runs: the caller's cancellation and the time limit (for a stream: per chunk). */
export interface AttemptOptions {
  signal?: AbortSignal;
  timeoutMs: number;
}

/**
 * The one file that talks to the `openai` SDK, for any OpenAI-compatible endpoint. The SDK's own
 * retries are off: the gateway decides about retries, so they are bounded, visible and tested. Every
 * failure leaves this file as an LlmCallError of a known kind.
 */
export class OpenAiClient {
  private readonly openai: OpenAI;

  constructor(settings: { baseUrl: string; apiKey: string | undefined }) {
    this.openai = new OpenAI({
      baseURL: settings.baseUrl,
      // The SDK insists on a key; local servers (vLLM, Ollama) ignore it.
      apiKey: settings.apiKey ?? 'no-key',
      maxRetries: 0,
    });
  }

  async chat(request: ChatRequest, options: AttemptOptions): Promise<ChatAnswer> {
    const guard = new AttemptGuard(options);
    try {
      const completion = await this.openai.chat.completions.create(
        { ...paramsOf(request), stream: false },
        { signal: guard.signal, maxRetries: 0, timeout: options.timeoutMs },
      );
      const choice = completion.choices[0];
      return {
        text: choice?.message.content ?? '',
        finishReason: choice?.finish_reason ?? null,
        usage: completion.usage
          ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
          : null,
        hasLogprobs: (choice?.logprobs?.content?.length ?? 0) > 0,
      };
    } catch (error) {
      throw guard.classify(error, false);
    } finally {
      guard.dispose();
    }
  }

  /**
   * Yields text as it arrives, then one `end`. The time limit applies to the wait for each next
   * chunk, so a long answer that keeps coming is never cut, while a stalled one is.
   */
  async *chatStream(request: ChatRequest, options: AttemptOptions): AsyncGenerator<StreamPiece> {
    const guard = new AttemptGuard(options);
    let delivered = false;
    try {
      const stream = await this.openai.chat.completions.create(
        { ...paramsOf(request), stream: true, stream_options: { include_usage: true } },
        { signal: guard.signal, maxRetries: 0 },
      );
      let finishReason: string | null = null;
      let usage: TokenUsage | null = null;
      guard.restartTimer();
      for await (const chunk of stream) {
        guard.restartTimer();
        if (chunk.usage) {
          usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
        }
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        const text = choice?.delta.content;
        if (text) {
          delivered = true;
          // The caller's own time between chunks is not the endpoint's delay.
          guard.stopTimer();
          yield { kind: 'text', text };
          guard.restartTimer();
        }
      }
      // A stream closed without a finish reason was cut, however politely the connection ended.
      if (finishReason === null) {
        throw new LlmCallError(delivered ? 'interrupted' : 'server', 'the stream ended without a finish reason');
      }
      yield { kind: 'end', finishReason, usage };
    } catch (error) {
      throw guard.classify(error, delivered);
    } finally {
      // A caller that stopped reading early closes the connection, so the model stops generating.
      guard.dispose();
      guard.closeConnection();
    }
  }

  /**
   * The model's log-probability of each token of `text` as given (not of an answer): the legacy
   * completions call with `echo`, generating one token that is then ignored.
   */
  async scorePrompt(model: string, text: string, options: AttemptOptions): Promise<PromptScore> {
    const guard = new AttemptGuard(options);
    try {
      const completion = await this.openai.completions.create(
        { model, prompt: text, echo: true, logprobs: 1, max_tokens: 1, temperature: 0 },
        { signal: guard.signal, maxRetries: 0, timeout: options.timeoutMs },
      );
      const choice = completion.choices[0];
      return {
        tokens: promptTokensOf(choice?.logprobs, text.length),
        usage: completion.usage
          ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
          : null,
      };
    } catch (error) {
      throw guard.classify(error, false);
    } finally {
      guard.dispose();
    }
  }

  /** The ids of the models the endpoint offers (`GET /models`), sorted. */
  async listModels(options: AttemptOptions): Promise<string[]> {
    const guard = new AttemptGuard(options);
    try {
      const ids: string[] = [];
      for await (const model of this.openai.models.list({
        signal: guard.signal,
        maxRetries: 0,
        timeout: options.timeoutMs,
      })) {
        ids.push(model.id);
      }
      return ids.sort((a, b) => a.localeCompare(b));
    } catch (error) {
      throw guard.classify(error, false);
    } finally {
      guard.dispose();
    }
  }

  async embed(model: string, input: readonly string[], options: AttemptOptions): Promise<number[][]> {
    const guard = new AttemptGuard(options);
    try {
      const answer = await this.openai.embeddings.create(
        { model, input: [...input], encoding_format: 'float' },
        { signal: guard.signal, maxRetries: 0, timeout: options.timeoutMs },
      );
      return answer.data.map((item) => item.embedding);
    } catch (error) {
      throw guard.classify(error, false);
    } finally {
      guard.dispose();
    }
  }
}

/** The legacy completions answer's log-probabilities, as OpenAI, vLLM and llama.cpp's server send them. */
interface CompletionLogprobs {
  token_logprobs?: (number | null)[];
  text_offset?: number[];
}

/**
 * The echoed prompt's tokens with their log-probabilities: tokens past the prompt (the one
 * generated) and tokens without a log-probability (the first, a BOS) are left out. An answer that
 * does not line up (no offsets, offsets going back) gives no tokens rather than wrong ones.
 */
export function promptTokensOf(logprobs: CompletionLogprobs | null | undefined, promptLength: number): PromptToken[] {
  const values = logprobs?.token_logprobs ?? [];
  const offsets = logprobs?.text_offset ?? [];
  if (offsets.length !== values.length) return [];
  const tokens: PromptToken[] = [];
  let previous = -1;
  for (let index = 0; index < values.length; index += 1) {
    const offset = offsets[index]!;
    if (offset < previous) return [];
    previous = offset;
    const logprob = values[index];
    if (offset >= promptLength) break;
    if (typeof logprob === 'number' && Number.isFinite(logprob)) tokens.push({ offset, logprob });
  }
  return tokens;
}

function paramsOf(request: ChatRequest): ChatCompletionCreateParamsBase {
  return {
    model: request.model,
    messages: request.messages.map((message) =>
      typeof message.content === 'string' || message.role !== 'user'
        ? { role: message.role, content: textOf(message.content) }
        : { role: 'user', content: [...message.content] },
    ),
    max_tokens: request.maxTokens,
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    ...(request.logprobs ? { logprobs: true, top_logprobs: 1 } : {}),
    ...(request.jsonSchema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true },
          },
        }
      : {}),
  };
}

/** A message's text, its image parts left out. */
export function textOf(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  return content
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n');
}

/**
 * One attempt's abort signal, fired by the caller's signal or by our own timer, remembering which
 * of the two fired: the SDK reports both as an abort.
 */
class AttemptGuard {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;
  private readonly onCallerAbort = () => this.controller.abort();

  constructor(private readonly options: AttemptOptions) {
    if (options.signal?.aborted) this.controller.abort();
    options.signal?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.restartTimer();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restartTimer(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.options.timeoutMs);
  }

  stopTimer(): void {
    clearTimeout(this.timer);
  }

  closeConnection(): void {
    this.controller.abort();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.options.signal?.removeEventListener('abort', this.onCallerAbort);
  }

  classify(error: unknown, delivered: boolean): LlmCallError {
    // The caller's abort first: the SDK may end an aborted stream quietly, which reads as a cut.
    if (this.options.signal?.aborted) return new LlmCallError('canceled', 'canceled by the caller', { cause: error });
    if (error instanceof LlmCallError) return error;
    if (this.timedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
      return new LlmCallError('timeout', `no answer within ${this.options.timeoutMs} ms`, { cause: error });
    }
    if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
      const status = error.status;
      const retryAfterMs = retryAfterMsOf(error.headers as Headers | undefined);
      const details = { status, cause: error, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
      if (status === 429) return new LlmCallError('rate_limited', `the endpoint answered 429`, details);
      if (status >= 500) return new LlmCallError('server', `the endpoint answered ${status}`, details);
      return new LlmCallError('rejected', `the endpoint answered ${status}`, details);
    }
    // A connection refused, reset or cut: before any output another attempt may succeed.
    const message = error instanceof Error ? error.message : String(error);
    return new LlmCallError(delivered ? 'interrupted' : 'server', `connection failed: ${message}`, { cause: error });
  }
}
