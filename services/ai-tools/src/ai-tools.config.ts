import { z } from 'zod';
import { httpUrlSchema, type ServiceEnv } from '@studyhub/platform';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const positiveInt = z.coerce.number().int().positive();

/** The features that call a model; each may name its own model in LLM_MODEL_<FEATURE>. */
export const LLM_FEATURES = ['writer', 'editor', 'homework', 'chat', 'flashcards', 'detector'] as const;
export type LlmFeature = (typeof LLM_FEATURES)[number];

/**
 * The ai-tools service's own variables (the shared ones come from the platform, among them
 * INTERNAL_API_SECRET, which signs the calls to points-ledger).
 */
export const aiToolsEnvShape = {
  /** Where points-ledger answers the signed internal hold calls that meter every paid AI action. */
  POINTS_LEDGER_URL: httpUrlSchema.default('http://127.0.0.1:4104'),
  /** Where document-processing answers the signed internal calls for a document's text (ADR 0019). */
  DOCUMENT_PROCESSING_URL: httpUrlSchema.default('http://127.0.0.1:4105'),
  /**
   * Any OpenAI-compatible API (OpenAI, a vLLM or Ollama server, a proxy). Empty: generation answers
   * 503 LLM_NOT_CONFIGURED, and the tools that need no model keep working.
   */
  LLM_BASE_URL: optionalText.pipe(httpUrlSchema.optional()),
  /** Empty for local servers that take no key. */
  LLM_API_KEY: optionalText,
  /** The model of every feature without its own override; required with LLM_BASE_URL. */
  LLM_MODEL: optionalText,
  /** Per-feature overrides: LLM_MODEL_<FEATURE>; empty means LLM_MODEL. */
  LLM_MODEL_WRITER: optionalText,
  LLM_MODEL_EDITOR: optionalText,
  LLM_MODEL_HOMEWORK: optionalText,
  LLM_MODEL_CHAT: optionalText,
  LLM_MODEL_FLASHCARDS: optionalText,
  /**
   * The model whose log-probabilities of a student's text sharpen the AI detector (ADR 0023); it
   * needs an endpoint that scores a prompt (`/v1/completions` with `echo` and `logprobs`).
   */
  LLM_MODEL_DETECTOR: optionalText,
  /**
   * Human texts of each part (calibration, measurement) scored through LLM_MODEL_DETECTOR once per
   * model before the detector's hybrid engine is used (ADR 0023); more texts, a finer measured rate.
   */
  DETECTOR_MODEL_CALIBRATION_TEXTS: z.coerce.number().int().min(20).max(400).default(240),
  /** The embeddings model (document chat, similar questions); empty means LLM_MODEL. */
  LLM_MODEL_EMBEDDINGS: optionalText,
  /** One attempt's time limit; a stream's limit applies to the wait for each next chunk. */
  LLM_TIMEOUT_MS: positiveInt.default(60_000),
  /** Retries after a 429, a 5xx or a dropped connection before any output (0 to 5). */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** First backoff, doubled per retry with jitter; the longest wait (a longer Retry-After gives up). */
  LLM_RETRY_BASE_MS: positiveInt.default(500),
  LLM_RETRY_MAX_MS: positiveInt.default(10_000),
  /** Time limit of each capability probe at start. */
  LLM_PROBE_TIMEOUT_MS: positiveInt.default(15_000),
  /** Model calls per user per minute, and per feature per minute across all users. */
  LLM_USER_REQUESTS_PER_MINUTE: positiveInt.default(20),
  LLM_FEATURE_REQUESTS_PER_MINUTE: positiveInt.default(600),
  /** Tokens (prompt and completion) per user per day, and per feature per day across all users. */
  LLM_USER_DAILY_TOKENS: positiveInt.default(200_000),
  LLM_FEATURE_DAILY_TOKENS: positiveInt.default(5_000_000),
  /**
   * Where DOIs are looked up for a paper's source library (content negotiation for CSL-JSON).
   * Empty: no lookups leave the server and students type a source's details themselves.
   */
  DOI_RESOLVER_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? 'https://doi.org' : value.trim() === '' ? undefined : value.trim()))
    .pipe(httpUrlSchema.optional()),
  DOI_LOOKUP_TIMEOUT_MS: positiveInt.default(5_000),
  /**
   * Reference search for a paper's sources (Crossref's REST API or a mirror); empty turns it off.
   * REFERENCE_SEARCH_MAILTO joins Crossref's "polite pool" (faster, and they can reach you).
   */
  REFERENCE_SEARCH_URL: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? 'https://api.crossref.org' : value.trim() === '' ? undefined : value.trim(),
    )
    .pipe(httpUrlSchema.optional()),
  REFERENCE_SEARCH_MAILTO: optionalText,
  REFERENCE_SEARCH_TIMEOUT_MS: positiveInt.default(8_000),
};

export type LlmEnv = z.infer<z.ZodObject<typeof aiToolsEnvShape>>;
export type AiToolsEnv = ServiceEnv & LlmEnv;
