import type { HomeworkQuestionDetail, HomeworkQuestionResponse } from '@studyhub/contracts';
import { cache } from 'react';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

export type PublicQuestion =
  /** Answered by the homework helper: public, or private and the visitor asked it. */
  | { kind: 'answered'; question: HomeworkQuestionDetail }
  /** In the public bank (catalog) without an answer of ours yet. */
  | { kind: 'bank'; question: HomeworkQuestionResponse }
  | { kind: 'missing' }
  | { kind: 'unavailable'; message: string };

/**
 * What /ai-homework-helper/{slug} shows, asked once per render (metadata and page share it): the
 * answered question from ai-tools first, else the bank question from catalog. A 404 from both is a
 * missing page; private questions are 404 to anyone but their asker, so they look missing too.
 */
export const loadPublicQuestion = cache(async (slug: string): Promise<PublicQuestion> => {
  const path = encodeURIComponent(slug);
  const answered = await fetchFromGateway<HomeworkQuestionDetail>(`/homework/questions/${path}`);
  if (answered.ok) return { kind: 'answered', question: answered.data };
  const bank = await fetchFromGateway<HomeworkQuestionResponse>(`/homework-questions/${path}`);
  if (bank.ok) return { kind: 'bank', question: bank.data };
  const isMissing = (status: number) => status === 404 || status === 400;
  // Only both saying "no such question" is a 404; a service that did not answer is an error page.
  if (isMissing(bank.status) && isMissing(answered.status)) return { kind: 'missing' };
  return { kind: 'unavailable', message: isMissing(answered.status) ? bank.message : answered.message };
});
