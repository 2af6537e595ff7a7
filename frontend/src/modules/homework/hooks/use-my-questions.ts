'use client';

import type { HomeworkQuestionSummary } from '@studyhub/contracts';
import { usePagedList } from '@/modules/tables/use-paged-list';
import { fetchMyHomeworkQuestions } from '../api/homework-api';

export const QUESTIONS_LOAD_FAILED = 'Your questions could not be loaded.';

/** One page of the student's own homework questions, newest first, read again on `reload`. */
export function useMyQuestions(page: number) {
  return usePagedList<HomeworkQuestionSummary>(page, fetchMyHomeworkQuestions, QUESTIONS_LOAD_FAILED);
}
