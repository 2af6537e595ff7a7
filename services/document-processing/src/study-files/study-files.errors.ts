import { defineErrors } from '@studyhub/platform';

export const StudyFileErrors = defineErrors({
  /** Missing, or another student's: the same answer, so ids leak nothing. */
  STUDY_FILE_NOT_FOUND: { status: 'NOT_FOUND', message: 'File not found' },
  /** The message names the limit (STUDY_FILES_PER_USER). */
  STUDY_FILE_LIMIT_REACHED: {
    status: 'CONFLICT',
    message: 'You have reached the limit of uploaded files. Please delete one you no longer need.',
  },
  STUDY_FILE_NOT_READY: { status: 'CONFLICT', message: 'This file is still being processed. Please wait a moment.' },
  /** The message is the reason processing gave. */
  STUDY_FILE_FAILED: { status: 'CONFLICT', message: 'This file could not be processed.' },
});
