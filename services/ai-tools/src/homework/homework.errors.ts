import { HOMEWORK_IMAGE_UNREADABLE_MESSAGE } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';

export const HomeworkErrors = defineErrors({
  /** Missing, or private and not the caller's: the same answer, so slugs leak nothing. */
  HOMEWORK_QUESTION_NOT_FOUND: { status: 'NOT_FOUND', message: 'Question not found' },
  HOMEWORK_IMAGE_UNREADABLE: { status: 'BAD_REQUEST', message: HOMEWORK_IMAGE_UNREADABLE_MESSAGE },
  HOMEWORK_NO_ANSWER: {
    status: 'BAD_GATEWAY',
    message: 'The AI model did not give a usable answer. Nothing was charged; please try again.',
  },
});
