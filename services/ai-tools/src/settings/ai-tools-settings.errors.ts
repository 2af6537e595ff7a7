import { TOOL_CLOSED_MESSAGE } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const AiToolsSettingsErrors = defineErrors({
  TOOL_CLOSED: { status: 'FORBIDDEN', message: TOOL_CLOSED_MESSAGE },
  /** The message names the current price (`priceChangedMessage`). */
  PRICE_CHANGED: { status: 'CONFLICT', message: 'The price changed since the page was opened.' },
  MODEL_NOT_OFFERED: {
    status: 'VALIDATION_FAILED',
    message: 'That model is not offered by the configured AI endpoint. Choose one from its list.',
  },
});
