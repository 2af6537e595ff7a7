import { AppError } from '@studyhub/platform';

/** Unknown and inactive courses answer alike: only active ones are public. */
export const courseNotFound = (): AppError => AppError.of('NOT_FOUND', 'Course not found');
