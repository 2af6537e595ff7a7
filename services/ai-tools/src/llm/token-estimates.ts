import { textOf, type ChatMessage, type TokenUsage } from './openai.client';

/** Rough tokens of a text (four characters each): enough to reserve a budget, never to bill. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** An image costs the model a fixed share of tokens (OpenAI bills a high-detail tile at 765 at most). */
const IMAGE_TOKENS = 765;

/** Per message, the chat format's own framing (role and separators). */
const MESSAGE_FRAMING_TOKENS = 4;

/** The prompt's tokens, estimated: what a call reserves before the endpoint reports its usage. */
export function promptTokensOf(messages: readonly ChatMessage[]): number {
  return messages.reduce(
    (sum, message) =>
      sum + estimateTokens(textOf(message.content)) + imageTokensOf(message) + MESSAGE_FRAMING_TOKENS,
    0,
  );
}

function imageTokensOf(message: ChatMessage): number {
  if (typeof message.content === 'string') return 0;
  return message.content.filter((part) => part.type === 'image_url').length * IMAGE_TOKENS;
}

/** Usage for an answer whose endpoint reported none. */
export function estimatedUsage(messages: readonly ChatMessage[], text: string): TokenUsage {
  return { promptTokens: promptTokensOf(messages), completionTokens: estimateTokens(text) };
}
