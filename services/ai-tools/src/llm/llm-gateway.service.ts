import type { Logger } from 'pino';
import type { AppError } from '@studyhub/platform';
import { LLM_FEATURES, type LlmFeature } from '../ai-tools.config';
import { CapabilityCache, probeCapabilities, type LlmCapabilities } from './llm-capabilities';
import { LlmCallError } from './llm-call-error';
import { LlmErrors } from './llm.errors';
import type { LlmQuota, TokenReservation } from './llm-quota';
import type { LlmEndpointSettings, LlmSettings } from './llm-settings';
import { appErrorOfFailedCall, sleepUnlessAborted } from './llm-call-failure';
import type { ChatMessage, ChatRequest, OpenAiClient, PromptToken, TokenUsage } from './openai.client';
import type { Provenance } from './provenance';
import { decideRetry } from './retry-policy';
import { estimatedUsage, estimateTokens, promptTokensOf } from './token-estimates';

export interface GenerateInput {
  userId: string;
  feature: LlmFeature;
  messages: readonly ChatMessage[];
  /** The answer's token limit; reserved against the budgets before the call. */
  maxTokens: number;
  temperature?: number;
  /** Structured output; refused with LLM_CAPABILITY_MISSING when the endpoint cannot do it. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  /** The client went away: stop the call, retry nothing. */
  signal?: AbortSignal;
}

/** A model's answer, labelled with its engine and model like every AI answer. */
export interface Generation extends Provenance {
  engine: 'llm';
  model: string;
  text: string;
  finishReason: string;
  usage: TokenUsage;
  /** True when the endpoint reported no usage and the tokens were estimated from the text. */
  isUsageEstimated: boolean;
}

export type StreamEvent = { kind: 'text'; text: string } | { kind: 'done'; generation: Generation };

export interface LlmStatus extends Provenance {
  engine: 'llm';
  model: string;
  models: Record<LlmFeature, string>;
  embeddingsModel: string;
  capabilities: LlmCapabilities;
}

/** The model an admin chose for a feature, or null for the deployment's (LLM_MODEL_<FEATURE>). */
export type ChosenModel = (feature: LlmFeature) => Promise<string | null>;

/**
 * Every model call of ai-tools goes through here: it refuses when no endpoint is configured,
 * admits the call against the user's and the feature's rates and budgets, retries what a retry can
 * cure, honours cancellation, and labels the answer with the model that produced it.
 */
export class LlmGateway {
  private readonly capabilityCache: CapabilityCache | undefined;

  constructor(
    private readonly settings: LlmSettings,
    private readonly client: OpenAiClient | null,
    private readonly quota: LlmQuota,
    private readonly logger: Logger,
    private readonly chosenModel: ChosenModel = () => Promise.resolve(null),
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void> = sleepUnlessAborted,
  ) {
    if (settings.configured && client) {
      const endpoint = settings.endpoint;
      this.capabilityCache = new CapabilityCache(() =>
        probeCapabilities(
          client,
          { chat: endpoint.models.writer, embeddings: endpoint.embeddingsModel, detector: endpoint.models.detector },
          endpoint.probeTimeoutMs,
        ),
      );
    }
  }

  get isConfigured(): boolean {
    return this.settings.configured;
  }

  /** Probes once at start, so the first user does not wait for it; failures are only logged. */
  async warmUp(): Promise<void> {
    if (!this.capabilityCache) return;
    const result = await this.capabilityCache.get();
    this.logger.info({ capabilities: result.capabilities, complete: result.isComplete }, 'LLM endpoint probed');
  }

  /** The deployment's model of each feature (what an admin's `null` means); null without an endpoint. */
  deploymentModels(): Record<LlmFeature, string | null> {
    const models = this.settings.configured ? this.settings.endpoint.models : undefined;
    return {
      writer: models?.writer ?? null,
      editor: models?.editor ?? null,
      homework: models?.homework ?? null,
      chat: models?.chat ?? null,
      flashcards: models?.flashcards ?? null,
      detector: models?.detector ?? null,
    };
  }

  /** The models the endpoint offers to choose from (LLM_NOT_CONFIGURED without one, LLM_UNAVAILABLE when it does not answer). */
  async offeredModels(): Promise<string[]> {
    const endpoint = this.endpoint();
    try {
      return await this.client!.listModels({ timeoutMs: endpoint.probeTimeoutMs });
    } catch (error) {
      this.logger.warn({ err: error }, 'LLM endpoint did not list its models');
      throw LlmErrors.LLM_MODELS_UNAVAILABLE();
    }
  }

  /** The model a feature's calls use now: the admin's choice, else the deployment's. */
  async modelOf(feature: LlmFeature): Promise<string> {
    const endpoint = this.endpoint();
    return (await this.chosenModel(feature)) ?? endpoint.models[feature];
  }

  async status(): Promise<LlmStatus> {
    const endpoint = this.endpoint();
    const { capabilities } = await this.capabilityCache!.get();
    const models = Object.fromEntries(
      await Promise.all(LLM_FEATURES.map(async (feature) => [feature, await this.modelOf(feature)] as const)),
    ) as Record<LlmFeature, string>;
    return {
      engine: 'llm',
      model: models.writer,
      models,
      embeddingsModel: endpoint.embeddingsModel,
      capabilities,
    };
  }

  async generate(input: GenerateInput): Promise<Generation> {
    const { endpoint, request, reservation } = await this.admit(input);
    let answered = false;
    try {
      const answer = await this.withRetries(input, endpoint, () =>
        this.client!.chat(request, attemptOptions(endpoint, input.signal)),
      );
      answered = true;
      const isUsageEstimated = answer.usage === null;
      const usage = answer.usage ?? estimatedUsage(input.messages, answer.text);
      await this.quota.settle(reservation, usage.promptTokens + usage.completionTokens);
      return {
        engine: 'llm',
        model: request.model,
        text: answer.text,
        finishReason: answer.finishReason ?? 'unknown',
        usage,
        isUsageEstimated,
      };
    } finally {
      if (!answered) await this.quota.settle(reservation, 0);
    }
  }

  /**
   * Streams the answer's text, then one `done` with the whole generation. Failures before the first
   * text are retried like `generate`; after it they end the stream (LLM_STREAM_INTERRUPTED), since
   * a repeat would show the same text twice. A reader that stops early closes the connection.
   */
  async *stream(input: GenerateInput): AsyncGenerator<StreamEvent> {
    this.endpoint();
    // Checked before admitting, so a refusal never counts against the user's limits.
    const probe = await this.capabilityCache!.get();
    if (!probe.capabilities.streaming && probe.isComplete) {
      throw LlmErrors.LLM_CAPABILITY_MISSING({ message: 'The configured AI model cannot stream its answers.' });
    }
    const { endpoint, request, reservation } = await this.admit(input);
    let text = '';
    let settledTokens: number | undefined;
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          for await (const piece of this.client!.chatStream(request, attemptOptions(endpoint, input.signal))) {
            if (piece.kind === 'text') {
              text += piece.text;
              yield { kind: 'text', text: piece.text };
              continue;
            }
            const usage = piece.usage ?? estimatedUsage(input.messages, text);
            settledTokens = usage.promptTokens + usage.completionTokens;
            yield {
              kind: 'done',
              generation: {
                engine: 'llm',
                model: request.model,
                text,
                finishReason: piece.finishReason,
                usage,
                isUsageEstimated: piece.usage === null,
              },
            };
          }
          return;
        } catch (error) {
          if (!(error instanceof LlmCallError)) throw error;
          const decision = text === '' ? decideRetry(error, attempt, endpoint.retry) : { retry: false as const };
          if (!decision.retry) throw this.appErrorOf(error, input);
          this.logger.warn(
            { feature: input.feature, attempt, kind: error.kind, delayMs: decision.delayMs },
            'LLM stream retried',
          );
          await this.pause(decision.delayMs, input.signal);
        }
      }
    } finally {
      // Output the endpoint produced before a cut or a cancel was generated all the same: it counts.
      const used = settledTokens ?? (text === '' ? 0 : estimateTokens(text) + promptTokensOf(input.messages));
      await this.quota.settle(reservation, used);
    }
  }

  async embed(input: { userId: string; feature: LlmFeature; texts: readonly string[]; signal?: AbortSignal }): Promise<{
    vectors: number[][];
    engine: 'llm';
    model: string;
  }> {
    const endpoint = this.endpoint();
    const tokens = input.texts.reduce((sum, text) => sum + estimateTokens(text), 0);
    const reservation = await this.reserve(input.userId, input.feature, tokens);
    let vectors: number[][] | undefined;
    try {
      vectors = await this.withRetries(input, endpoint, () =>
        this.client!.embed(endpoint.embeddingsModel, input.texts, attemptOptions(endpoint, input.signal)),
      );
      return { vectors, engine: 'llm', model: endpoint.embeddingsModel };
    } finally {
      if (!vectors) await this.quota.settle(reservation, 0);
    }
  }

  /** Whether the endpoint scores a given text (completions with echo), for the AI detector's hybrid engine. */
  async canScorePrompts(): Promise<boolean> {
    if (!this.capabilityCache) return false;
    return (await this.capabilityCache.get()).capabilities.promptLogprobs;
  }

  /** The detector's model, the one `scorePrompt` uses (undefined without an endpoint). */
  async detectorModel(): Promise<string | undefined> {
    return this.settings.configured ? this.modelOf('detector') : undefined;
  }

  /**
   * The detector model's log-probability of each token of `text`. A student's call (with `userId`)
   * is admitted against their rates and budgets like any other; the service's own calibration run
   * (no `userId`) is not, since it is bounded by its fixed set of texts.
   */
  async scorePrompt(input: {
    userId?: string;
    text: string;
    signal?: AbortSignal;
    /** The model to score with (a calibration run keeps the one it started with). */
    model?: string;
  }): Promise<{ tokens: PromptToken[]; engine: 'llm'; model: string }> {
    const endpoint = this.endpoint();
    const model = input.model ?? (await this.modelOf('detector'));
    const reservation = input.userId
      ? await this.reserve(input.userId, 'detector', estimateTokens(input.text) + 1)
      : undefined;
    let used = 0;
    try {
      const score = await this.withRetries({ feature: 'detector', signal: input.signal }, endpoint, () =>
        this.client!.scorePrompt(model, input.text, attemptOptions(endpoint, input.signal)),
      );
      used = score.usage ? score.usage.promptTokens + score.usage.completionTokens : estimateTokens(input.text) + 1;
      return { tokens: score.tokens, engine: 'llm', model };
    } finally {
      if (reservation) await this.quota.settle(reservation, used);
    }
  }

  private endpoint(): LlmEndpointSettings {
    if (!this.settings.configured || !this.client) throw LlmErrors.LLM_NOT_CONFIGURED();
    return this.settings.endpoint;
  }

  private async admit(
    input: GenerateInput,
  ): Promise<{ endpoint: LlmEndpointSettings; request: ChatRequest; reservation: TokenReservation }> {
    const endpoint = this.endpoint();
    if (input.jsonSchema) {
      const { capabilities } = await this.capabilityCache!.get();
      if (!capabilities.jsonSchema) {
        throw LlmErrors.LLM_CAPABILITY_MISSING({
          message: 'The configured AI model cannot answer in a fixed JSON format (structured output).',
        });
      }
    }
    const request: ChatRequest = {
      model: await this.modelOf(input.feature),
      messages: input.messages,
      maxTokens: input.maxTokens,
      ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
      ...(input.jsonSchema ? { jsonSchema: input.jsonSchema } : {}),
    };
    const reservation = await this.reserve(
      input.userId,
      input.feature,
      promptTokensOf(input.messages) + input.maxTokens,
    );
    return { endpoint, request, reservation };
  }

  private async reserve(userId: string, feature: LlmFeature, tokens: number): Promise<TokenReservation> {
    const decision = await this.quota.admit(userId, feature, tokens);
    if (decision.admitted) return decision.reservation;
    const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    this.logger.info({ feature, limit: decision.limit }, 'LLM call refused by a limit');
    const isBudget = decision.limit === 'user_tokens' || decision.limit === 'feature_tokens';
    return Promise.reject(
      isBudget
        ? LlmErrors.LLM_BUDGET_EXHAUSTED({ retryAfterSeconds })
        : LlmErrors.LLM_RATE_LIMITED({ retryAfterSeconds }),
    );
  }

  private async withRetries<T>(
    input: { feature: LlmFeature; signal?: AbortSignal },
    endpoint: LlmEndpointSettings,
    attempt: () => Promise<T>,
  ): Promise<T> {
    for (let number = 1; ; number += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof LlmCallError)) throw error;
        const decision = decideRetry(error, number, endpoint.retry);
        if (!decision.retry) throw this.appErrorOf(error, input);
        this.logger.warn(
          {
            feature: input.feature,
            attempt: number,
            kind: error.kind,
            status: error.details.status,
            delayMs: decision.delayMs,
          },
          'LLM call retried',
        );
        await this.pause(decision.delayMs, input.signal);
      }
    }
  }

  private async pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await this.sleep(ms, signal);
    } catch {
      throw LlmErrors.LLM_CANCELED();
    }
  }

  private appErrorOf(error: LlmCallError, input: { feature: LlmFeature }): AppError {
    this.logger.warn(
      { feature: input.feature, kind: error.kind, status: error.details.status, err: error },
      'LLM call failed',
    );
    return appErrorOfFailedCall(error);
  }
}

function attemptOptions(endpoint: LlmEndpointSettings, signal: AbortSignal | undefined) {
  return { timeoutMs: endpoint.timeoutMs, ...(signal ? { signal } : {}) };
}
