import { AppError } from '@studyhub/platform';

/** Unknown, pending and rejected universities all answer this way: only approved ones are public. */
export const universityNotFound = (): AppError => AppError.of('NOT_FOUND', 'University not found');
