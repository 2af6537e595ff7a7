import { defineErrors } from '@studyhub/platform';

/** What a caller of the LLM gateway may be told; never the endpoint's own error text. */
export const LlmErrors = defineErrors({
  LLM_NOT_CONFIGURED: {
    status: 'SERVICE_UNAVAILABLE',
    message:
      'AI generation is not enabled on this server. An administrator can enable it by setting LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the endpoint needs one) for the ai-tools service to any OpenAI-compatible API.',
  },
  LLM_RATE_LIMITED: {
    status: 'RATE_LIMITED',
    message: 'Too many AI requests. Please wait a moment and try again.',
  },
  LLM_BUDGET_EXHAUSTED: {
    status: 'RATE_LIMITED',
    message: 'The daily AI allowance has been used up. Please try again later.',
  },
  LLM_UNAVAILABLE: {
    status: 'BAD_GATEWAY',
    message: 'The AI model did not answer. Please try again.',
  },
  LLM_MODELS_UNAVAILABLE: {
    status: 'BAD_GATEWAY',
    message: 'The AI endpoint did not list its models just now. Please try again shortly.',
  },
  LLM_TIMEOUT: {
    status: 'GATEWAY_TIMEOUT',
    message: 'The AI model took too long to answer. Please try again.',
  },
  LLM_STREAM_INTERRUPTED: {
    status: 'BAD_GATEWAY',
    message: 'The AI answer was cut off. Please try again.',
  },
  LLM_CAPABILITY_MISSING: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The configured AI model cannot do this.',
  },
  LLM_CANCELED: {
    status: 'BAD_REQUEST',
    message: 'The AI request was canceled.',
  },
});
