import { ConfigValidationError } from '@studyhub/platform';
import { LLM_FEATURES, type LlmEnv, type LlmFeature } from '../ai-tools.config';

export interface LlmLimits {
  userRequestsPerMinute: number;
  featureRequestsPerMinute: number;
  userDailyTokens: number;
  featureDailyTokens: number;
}

export interface LlmRetrySettings {
  maxRetries: number;
  baseMs: number;
  maxMs: number;
}

export interface LlmEndpointSettings {
  baseUrl: string;
  /** Undefined for servers that take no key. */
  apiKey: string | undefined;
  models: Record<LlmFeature, string>;
  embeddingsModel: string;
  timeoutMs: number;
  probeTimeoutMs: number;
  retry: LlmRetrySettings;
}

/** No endpoint: generation answers 503; an endpoint: every feature knows its model. */
export type LlmSettings =
  { configured: false; limits: LlmLimits } | { configured: true; endpoint: LlmEndpointSettings; limits: LlmLimits };

const FEATURE_MODEL_VARIABLE: Record<LlmFeature, keyof LlmEnv> = {
  writer: 'LLM_MODEL_WRITER',
  editor: 'LLM_MODEL_EDITOR',
  homework: 'LLM_MODEL_HOMEWORK',
  chat: 'LLM_MODEL_CHAT',
  flashcards: 'LLM_MODEL_FLASHCARDS',
  detector: 'LLM_MODEL_DETECTOR',
};

/**
 * Reads the LLM variables once at boot. A base URL without a model could only fail on every call,
 * and a model or key without a base URL is a setup mistake that would otherwise go unnoticed (the
 * service would answer 503 while the operator believes it configured): both are refused.
 */
export function llmSettingsOf(config: LlmEnv): LlmSettings {
  const limits: LlmLimits = {
    userRequestsPerMinute: config.LLM_USER_REQUESTS_PER_MINUTE,
    featureRequestsPerMinute: config.LLM_FEATURE_REQUESTS_PER_MINUTE,
    userDailyTokens: config.LLM_USER_DAILY_TOKENS,
    featureDailyTokens: config.LLM_FEATURE_DAILY_TOKENS,
  };
  const baseUrl = config.LLM_BASE_URL;
  if (!baseUrl) {
    const stray = (
      ['LLM_API_KEY', 'LLM_MODEL', ...Object.values(FEATURE_MODEL_VARIABLE), 'LLM_MODEL_EMBEDDINGS'] as const
    )
      .filter((name) => config[name] !== undefined)
      .map((name) => `${name}: set without LLM_BASE_URL, so it would be ignored (set LLM_BASE_URL or remove it)`);
    if (stray.length > 0) throw new ConfigValidationError(stray);
    return { configured: false, limits };
  }
  const model = config.LLM_MODEL;
  if (!model) throw new ConfigValidationError(['LLM_MODEL: required with LLM_BASE_URL (the model every feature uses)']);
  if (config.LLM_RETRY_MAX_MS < config.LLM_RETRY_BASE_MS) {
    throw new ConfigValidationError(['LLM_RETRY_MAX_MS: must be at least LLM_RETRY_BASE_MS']);
  }
  const models = Object.fromEntries(
    LLM_FEATURES.map((feature) => [feature, (config[FEATURE_MODEL_VARIABLE[feature]] as string | undefined) ?? model]),
  ) as Record<LlmFeature, string>;
  return {
    configured: true,
    limits,
    endpoint: {
      baseUrl,
      apiKey: config.LLM_API_KEY,
      models,
      embeddingsModel: config.LLM_MODEL_EMBEDDINGS ?? model,
      timeoutMs: config.LLM_TIMEOUT_MS,
      probeTimeoutMs: config.LLM_PROBE_TIMEOUT_MS,
      retry: { maxRetries: config.LLM_MAX_RETRIES, baseMs: config.LLM_RETRY_BASE_MS, maxMs: config.LLM_RETRY_MAX_MS },
    },
  };
}
