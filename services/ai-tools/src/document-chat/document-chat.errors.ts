import { defineErrors } from '@studyhub/platform';

export const DocumentChatErrors = defineErrors({
  /** Missing, or another user's: the same answer, so session ids leak nothing. */
  CHAT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Chat not found' },
  CHAT_BUSY: {
    status: 'CONFLICT',
    message: 'The previous question in this chat is still being answered. Please wait for its answer.',
  },
  CHAT_NO_TEXT: {
    status: 'UNPROCESSABLE_CONTENT',
    message: 'This document has no text to chat about (a scanned document without a text layer, for example).',
  },
  CHAT_NO_ANSWER: {
    status: 'BAD_GATEWAY',
    message: 'The AI model did not give a usable answer. Nothing was charged; please try again.',
  },
});
