import { plagiarismTooShortMessage } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const PlagiarismErrors = defineErrors({
  /** Raised with the words found: `plagiarismTooShortMessage(words)`. */
  PLAGIARISM_TEXT_TOO_SHORT: { status: 'BAD_REQUEST', message: plagiarismTooShortMessage(0) },
});
