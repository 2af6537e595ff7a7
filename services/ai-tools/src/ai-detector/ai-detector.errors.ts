import { defineErrors } from '@studyhub/platform';

/** Why a text was not scored; in every case nothing was held or charged. */
export const AiDetectorErrors = defineErrors({
  AI_DETECTOR_TOO_SHORT: {
    status: 'UNPROCESSABLE_CONTENT',
    // The service words it with the text's own count (aiDetectorTooShortMessage).
    message: 'The detector needs at least 300 words to score a text. Nothing was charged.',
  },
  AI_DETECTOR_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The AI detector is not available right now, so nothing was charged. Please try again later.',
  },
});
