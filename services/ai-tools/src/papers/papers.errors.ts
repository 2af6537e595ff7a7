import { defineErrors } from '@studyhub/platform';

/** Spec section 8, Papers row, word for word where the spec has a text. */
export const PaperErrors = defineErrors({
  /** A paper that does not exist, or belongs to someone else: the same answer, so ids leak nothing. */
  PAPER_NOT_FOUND: { status: 'NOT_FOUND', message: 'Paper not found' },
  PAPER_VERSION_NOT_FOUND: { status: 'NOT_FOUND', message: 'This version of the paper does not exist.' },
  PAPER_SAVE_REQUIRES_LOGIN: { status: 'UNAUTHENTICATED', message: 'You must be logged in to save papers' },
  PAPER_CHANGED_ELSEWHERE: {
    status: 'CONFLICT',
    message:
      'This paper was saved from another window since you opened it. Reload it to see the latest version before saving again.',
  },
});
