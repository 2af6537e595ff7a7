import { defineErrors } from '@studyhub/platform';

/** Why an editor action gave no answer; in every case the hold is released and nothing is charged. */
export const EditorActionErrors = defineErrors({
  EDITOR_ACTION_CHANGED_FACTS: {
    status: 'BAD_GATEWAY',
    message:
      'The AI changed numbers or names of your text, so its answer was not used and you were not charged. Please try again.',
  },
  EDITOR_ACTION_NO_ANSWER: {
    status: 'BAD_GATEWAY',
    message: 'The AI gave no usable answer, so you were not charged. Please try again.',
  },
});
